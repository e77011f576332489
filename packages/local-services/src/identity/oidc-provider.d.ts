// oidc-provider ships no type declarations; this covers the part of its surface the identity
// service uses, so the rest of the code stays strictly typed.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface InteractionDetails {
    uid: string
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> }
    params: Record<string, unknown>
    session?: { accountId?: string }
    grantId?: string
  }

  export interface Grant {
    jti: string
    accountId?: string
    clientId?: string
    addOIDCScope(scope: string): void
    addResourceScope(resource: string, scope: string): void
    save(): Promise<string>
  }

  export interface GrantModel {
    new (init: { accountId: string; clientId: string }): Grant
    find(id: string): Promise<Grant | undefined>
  }

  export interface Client {
    clientId: string
    redirectUris: string[]
    grantTypeAllowed(grantType: string): boolean
  }

  export interface OidcContext {
    client?: Client
    account?: { accountId: string }
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
    result?: { consent?: { grantId?: string } }
    params?: Record<string, unknown>
    route?: string
    provider: Provider
  }

  /** The Koa context oidc-provider hands to configuration callbacks. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext
    ip: string
    host: string
    body: unknown
    type: string
    status: number
    set(name: string, value: string): void
  }

  export interface AccessTokenLike {
    kind: string
    accountId?: string
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    readonly issuer: string
    readonly Grant: GrantModel
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean }
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  type OidcErrorClass = new (description?: string) => Error & { error: string; error_description?: string }
  export const errors: { InvalidTarget: OidcErrorClass; SessionNotFound: OidcErrorClass }
  export default Provider
}
