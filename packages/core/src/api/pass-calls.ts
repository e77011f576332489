// The door pass's calls (docs/access-pass.md), apart from calls.ts: the banner and the user menu load
// calls.ts for the logout analytic, and never need the pass's formats. Neither write goes through the
// outbox (docs/offline.md, "Saves made offline"): a credential is of use only as its answer, at once,
// and a new one is asked for at the next online visit anyway; a device's revocation is part of the
// logout, which deletes the outbox, so it could not wait there.
import { DeviceListSchema, PassCredentialRequestSchema, PassCredentialSchema } from '@crew-portal/contract'
import type { Device, DevicePublicKey, PassCredential } from '@crew-portal/contract'
import { apiJson, apiSend } from '../http/api-fetch.ts'
import type { ApiRequestInit } from '../http/api-fetch.ts'
import { API_PREFIX, initOf, segment, validBody } from './request.ts'
import type { CallOptions } from './request.ts'

/** Registers this device's public key for a pass; the answer is the credential bound to it. */
export async function requestPassCredential(
  passId: string,
  publicKey: DevicePublicKey,
  init: ApiRequestInit = {}
): Promise<PassCredential> {
  const path = `${API_PREFIX}/accesspass/${segment('passId', passId)}/credential`
  return apiJson(path, PassCredentialSchema, {
    ...init,
    method: 'POST',
    json: validBody(PassCredentialRequestSchema, { publicKey })
  })
}

/** The pilot's devices that hold (or held) a pass credential. */
export async function getPassDevices(options?: CallOptions): Promise<Device[]> {
  return apiJson(`${API_PREFIX}/devices`, DeviceListSchema, initOf(options))
}

/** Revokes a device: its credentials are refused at a gate once the gate has synced. Logout forgets this one. */
export async function revokePassDevice(deviceId: string, init: ApiRequestInit = {}): Promise<void> {
  await apiSend(`${API_PREFIX}/devices/${segment('deviceId', deviceId)}/revoke`, { ...init, method: 'POST', json: {} })
}
