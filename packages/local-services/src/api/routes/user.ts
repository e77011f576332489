import { Hono } from 'hono'
import { jsonBody, requireCrewMember, valid, type ApiEnv } from '../middleware.ts'
import { idempotent } from '../idempotency.ts'
import type { NotificationSettings, UserProfile } from '../seed/types.ts'
import { NotificationSettingsSchema } from '@crew-portal/contract'
import { readStored, writeStored } from './stored.ts'

export const userRoutes = (log: (line: string) => void) =>
  new Hono<ApiEnv>()
    .get('/api/v1/configuration/settings', (c) => c.json(c.var.seed.configuration))
    .get('/api/v1/user', requireCrewMember, (c) => {
      const { email, givenName, lastName, userId, b2cId, audience } = c.var.user
      const profile: UserProfile = {
        email,
        givenName,
        lastName,
        userId,
        b2cId,
        ...(audience === 'none' ? {} : { audience })
      }
      return c.json(profile)
    })
    .get('/api/v1/user/notifications', requireCrewMember, (c) =>
      c.json(
        readStored(c.var.writes, 'notifications', c.var.user.userId, 'settings') ?? {
          smsEnabled: false,
          phoneNumber: null
        }
      )
    )
    .put('/api/v1/user/notifications', requireCrewMember, idempotent, jsonBody, async (c) => {
      const { smsEnabled, phoneNumber } = valid(NotificationSettingsSchema, c.var.body)
      const settings: NotificationSettings = { smsEnabled, phoneNumber }
      await writeStored(c.var.writes, 'notifications', c.var.user.userId, 'settings', settings)
      return c.json(settings)
    })
    .post('/api/v1/analytics/logout', requireCrewMember, idempotent, jsonBody, (c) => {
      log(`api: ${c.var.user.email} logged out at ${c.var.now.toISOString()}`)
      return c.body(null, 204)
    })
