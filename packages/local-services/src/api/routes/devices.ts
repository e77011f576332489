import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { fail } from '../../service-http/problem.ts'
import { jsonBody, param, requireCrewMember, type ApiContext, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import { DAY_MS, isoInstant } from '../seed/time.ts'
import type { WriteStore } from '../store.ts'
import { listAllStored, listStored, readStored, writeStored, type Stored } from './stored.ts'
import { DeviceListSchema, DeviceSchema, type Device } from '@crew-portal/contract'

type StoredDevice = Stored<'passDevice'>

/** As many devices and passes per device as the answers may list (DeviceListSchema, DeviceSchema). */
const MAX_DEVICES = DeviceListSchema.pipe[1].requirement
const MAX_PASSES = DeviceSchema.entries.passIds.pipe[1].requirement

/**
 * A gate's clock may run behind: a revocation stays published this long after the device's last
 * credential has expired, and is of no use after that (the gate refuses the expired credential).
 */
const REVOCATION_AFTER_EXPIRY_MS = DAY_MS

const deviceView = (deviceId: string, { registeredAt, passIds, revokedAt }: StoredDevice): Device => ({
  deviceId,
  registeredAt,
  passIds,
  revokedAt
})

/**
 * Random, not derived from the key: a device's key is public (it is in the QR code), and an id
 * derived from it would let another account register that key and revoke the owner's device.
 */
function newDeviceId(writes: WriteStore): string {
  const taken = new Set(listAllStored(writes, 'passDevice').map(({ key }) => key))
  for (;;) {
    const id = `dev-${randomBytes(9).toString('base64url')}`
    if (!taken.has(id)) return id
  }
}

/** Every device a gate must refuse now, of every account. */
export function revokedDeviceIds(writes: WriteStore, now: Date): string[] {
  return listAllStored(writes, 'passDevice')
    .filter(
      ({ value }) =>
        value.revokedAt !== null && Date.parse(value.expiresAt) + REVOCATION_AFTER_EXPIRY_MS > now.getTime()
    )
    .map(({ key }) => key)
    .sort()
}

/**
 * The user's device with this key (by its JWK thumbprint) now holds the pass, created on its first
 * pass. Synchronous up to the write: two requests with one new key cannot make two devices.
 */
export function holdPass(
  c: ApiContext,
  thumbprint: string,
  passId: string,
  expiresAt: string
): { deviceId: string; saved: Promise<void> } {
  const { writes, user, now } = c.var
  const devices = listStored(writes, 'passDevice', user.userId)
  const found = devices.find(({ value }) => value.thumbprint === thumbprint)
  if (found !== undefined && found.value.revokedAt !== null) {
    fail(
      403,
      `This device was removed from your account on ${found.value.revokedAt.slice(0, 10)}, so it can no longer hold a door pass. Sign out and sign in again to set it up anew.`
    )
  }
  if (found !== undefined) {
    const { passIds } = found.value
    const device: StoredDevice = {
      ...found.value,
      passIds: passIds.includes(passId) ? passIds : [...passIds, passId].slice(-MAX_PASSES),
      expiresAt: Date.parse(expiresAt) > Date.parse(found.value.expiresAt) ? expiresAt : found.value.expiresAt
    }
    return { deviceId: found.key, saved: writeStored(writes, 'passDevice', user.userId, found.key, device) }
  }

  // Room for a new device: devices whose revocation no longer matters are forgotten first.
  const forgotten = devices.filter(
    ({ value }) => value.revokedAt !== null && Date.parse(value.expiresAt) + REVOCATION_AFTER_EXPIRY_MS <= now.getTime()
  )
  if (devices.length - forgotten.length >= MAX_DEVICES) {
    fail(
      409,
      `Your account has reached its limit of ${MAX_DEVICES} devices for door passes. Please contact Customer Care.`
    )
  }
  const removals = forgotten.map(({ key }) => writes.remove('passDevice', user.userId, key))
  const deviceId = newDeviceId(writes)
  const device: StoredDevice = {
    thumbprint,
    registeredAt: isoInstant(now),
    passIds: [passId],
    revokedAt: null,
    expiresAt
  }
  return {
    deviceId,
    saved: Promise.all([...removals, writeStored(writes, 'passDevice', user.userId, deviceId, device)]).then(() => {})
  }
}

export const deviceRoutes = new Hono<ApiEnv>()
  .get('/api/v1/devices', requireCrewMember, (c) =>
    c.json(
      listStored(c.var.writes, 'passDevice', c.var.user.userId)
        .map(({ key, value }) => deviceView(key, value))
        .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt) || a.deviceId.localeCompare(b.deviceId))
    )
  )
  // At logout the app forgets its device; a pilot may also revoke a lost phone from another one.
  .post('/api/v1/devices/:deviceId/revoke', requireCrewMember, idempotent, jsonBody, async (c) => {
    const { writes, user } = c.var
    const deviceId = param(c, 'deviceId')
    const device =
      readStored(writes, 'passDevice', user.userId, deviceId) ??
      fail(404, `There is no device ${deviceId} on your account.`)
    if (device.revokedAt === null)
      await writeStored(writes, 'passDevice', user.userId, deviceId, { ...device, revokedAt: isoInstant(c.var.now) })
    return c.body(null, 204)
  })
