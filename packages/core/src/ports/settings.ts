/**
 * The app settings file (`/settings.json` beside the app). Owned by the settings area, which
 * validates it (schema.ts); this is the shape every other area reads.
 */
export interface AppSettings {
  /** Origin (and base path) of the product API; the only origin that gets the bearer token. */
  apiBaseUrl: string
  buildNumber: string
  /** The access-denied banner text; closing a banner with exactly this text logs out. */
  accessDeniedMessage: string
  defaultErrorMessage: string
  /** Where Help and the banner's "contact us." lead; the remote configuration may override it. */
  helpUrl?: string
  /** The Customer Care page of the contact card; the remote configuration may override it. */
  customerCareUrl?: string
  featureFlags: {
    /** The LaunchDarkly client-side id. */
    apiKey: string
    isEnabled: boolean
    baseUrl?: string
    streamUrl?: string
    eventsUrl?: string
  }
  logger: { level: 'debug' | 'info' | 'warn' | 'error' | 'off' }
  b2cSettings: {
    clientId: string
    authority: string
    knownAuthorities: string[]
    redirectUri: string
    postLogoutRedirectUri: string
    apiScopes: string[]
  }
  appInsights: {
    connectionString?: string
    /** Boolean true or the string "true" shows the diagnostics route. */
    showAppInsightComponent: boolean | string
  }
  survey: { scriptUrl: string }
}
