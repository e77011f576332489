import * as v from 'valibot'

// Messages complete the sentence "<field path> ..." (see SettingsError).
const text = () => v.string('must be a string')
const nonEmpty = () => v.pipe(text(), v.trim(), v.nonEmpty('must not be empty'))
const flag = () => v.boolean('must be a boolean')
const url = () => v.pipe(nonEmpty(), v.url('must be an absolute URL'))
// A missing key is reported by the enclosing object, with the key's path already set.
// valibot's object accepts arrays, a JSON file's object must not be one.
const object = <const T extends v.ObjectEntries>(entries: T) =>
  v.pipe(
    v.custom<unknown>((input) => !Array.isArray(input), 'must be an object'),
    v.object(entries, (issue) => (issue.path && issue.input === undefined ? 'is missing' : 'must be an object'))
  )

export const appSettingsSchema = object({
  apiBaseUrl: url(),
  buildNumber: text(),
  accessDeniedMessage: nonEmpty(),
  defaultErrorMessage: nonEmpty(),
  helpUrl: v.optional(text()),
  customerCareUrl: v.optional(text()),
  featureFlags: object({
    apiKey: text(),
    isEnabled: flag(),
    baseUrl: v.optional(url()),
    streamUrl: v.optional(url()),
    eventsUrl: v.optional(url())
  }),
  logger: object({
    level: v.picklist(['debug', 'info', 'warn', 'error', 'off'], 'must be one of debug, info, warn, error, off')
  }),
  b2cSettings: object({
    clientId: nonEmpty(),
    authority: url(),
    knownAuthorities: v.array(nonEmpty(), 'must be a list of strings'),
    redirectUri: url(),
    postLogoutRedirectUri: url(),
    apiScopes: v.pipe(v.array(nonEmpty(), 'must be a list of strings'), v.minLength(1, 'must name at least one scope'))
  }),
  appInsights: object({
    connectionString: v.optional(text()),
    showAppInsightComponent: v.union([flag(), text()], 'must be a boolean or a string')
  }),
  survey: object({ scriptUrl: text() })
})
