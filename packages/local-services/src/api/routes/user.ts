import { noContent, ok } from '../http.ts'
import type { NotificationSettings, UserProfile } from '../seed/types.ts'
import { invalidReply, validateBody } from '../validation.ts'
import type { ApiRoute, UserContext } from './context.ts'
import { NotificationSettingsSchema } from '@crew-portal/contract'
import { readStored, writeStored } from './stored.ts'

function notificationSettings(context: UserContext): NotificationSettings {
  return readStored(context.writes, 'notifications', context.user.userId, 'settings') ?? { smsEnabled: false, phoneNumber: null }
}

export function userRoutes(log: (line: string) => void): ApiRoute[] {
  return [
    {
      method: 'GET',
      pattern: '/api/v1/configuration/settings',
      public: true,
      handle: (context) => ok(context.seed.configuration)
    },
    {
      method: 'GET',
      pattern: '/api/v1/user',
      handle({ user }) {
        const profile: UserProfile = {
          email: user.email,
          givenName: user.givenName,
          lastName: user.lastName,
          userId: user.userId,
          b2cId: user.b2cId,
          ...(user.audience === 'none' ? {} : { audience: user.audience })
        }
        return ok(profile)
      }
    },
    {
      method: 'GET',
      pattern: '/api/v1/user/notifications',
      handle: (context) => ok(notificationSettings(context))
    },
    {
      method: 'PUT',
      pattern: '/api/v1/user/notifications',
      async handle(context) {
        const body = validateBody(NotificationSettingsSchema, context.body)
        if (!body.ok) return invalidReply(body)
        const settings: NotificationSettings = { smsEnabled: body.value.smsEnabled, phoneNumber: body.value.phoneNumber }
        await writeStored(context.writes, 'notifications', context.user.userId, 'settings', settings)
        return ok(settings)
      }
    },
    {
      method: 'POST',
      pattern: '/api/v1/analytics/logout',
      handle({ user, now }) {
        log(`api: ${user.email} logged out at ${now.toISOString()}`)
        return noContent()
      }
    }
  ]
}
