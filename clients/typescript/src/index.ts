// @healthd/client: the typed healthd client.
//
// Everything about the API (paths, parameters, bodies, responses) comes from `schema.ts`, which
// openapi-typescript generates from healthd's OpenAPI document (`npm run generate`); requests go
// through openapi-fetch. This file is the small hand-written part generation cannot do: getting
// an access token with the OAuth 2.0 client_credentials grant, caching it until shortly before it
// expires, refreshing it, and retrying a request once with a fresh token when healthd answers 401.
import createClient, { type Client, type ClientOptions, type Middleware } from 'openapi-fetch'
import type { paths } from './schema.js'

export type { paths, components, operations } from './schema.js'

/** The typed client: `client.GET('/users/{user_id}', { params: { path: { user_id } } })` and so on. */
export type HealthdClient = Client<paths>

/** What every kind of client takes: openapi-fetch's options, with `baseUrl` required. */
export interface CommonOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where healthd serves, e.g. `https://health.example.com` (no trailing `/oauth` or `/v1`). */
  baseUrl: string
  /** The fetch to use (defaults to `globalThis.fetch`); token requests go through it too. */
  fetch?: (input: Request) => Promise<Response>
}

/** A server-side client: tokens from `POST {baseUrl}/oauth/token` with the client_credentials grant. */
export interface ClientCredentialsOptions extends CommonOptions {
  clientId: string
  clientSecret: string
  /** Scopes to ask for (space-separated string or list); left out, healthd grants all of the client's. */
  scope?: string | readonly string[]
  /** RFC 8707 resource indicator, e.g. `urn:healthd:project:{project_id}` (optional). */
  resource?: string
  /** Token endpoint; default `{baseUrl}/oauth/token`. */
  tokenUrl?: string
  /** Refresh this many seconds before `expires_in` runs out (default 30, at most half the lifetime). */
  refreshLeewaySeconds?: number
  token?: undefined
}

/** A client with a token you already have (e.g. a user token from the SDK sign-in endpoints). */
export interface TokenOptions extends CommonOptions {
  /** The bearer token, or a function returning the current one (called before every request). */
  token: string | (() => string | Promise<string>)
  clientId?: undefined
}

/** A client without credentials: only for the endpoints that need none (`/healthz`, `/config`, …). */
export interface AnonymousOptions extends CommonOptions {
  token?: undefined
  clientId?: undefined
}

export type HealthdClientOptions = ClientCredentialsOptions | TokenOptions | AnonymousOptions

/** The token endpoint refused (or answered something that is not a token). */
export class HealthdTokenError extends Error {
  override readonly name = 'HealthdTokenError'
  constructor(
    /** HTTP status of the token response. */
    readonly status: number,
    /** RFC 6749 error code (`invalid_client`, `invalid_scope`, …) when healthd sent one. */
    readonly error: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Creates a typed healthd client.
 *
 * - `{ baseUrl, clientId, clientSecret, scope?, resource? }`: fetches a token with the
 *   client_credentials grant (HTTP Basic), caches it, refreshes it before it expires (one token
 *   request however many calls wait for it), and retries a request once with a fresh token when
 *   healthd answers 401 (e.g. after a key rotation or a restart with a new key).
 * - `{ baseUrl, token }`: sends that bearer token (or the one the function returns) as it is.
 * - `{ baseUrl }`: no `Authorization` header.
 *
 * A request that sets its own `Authorization` header is left alone. Calls resolve to
 * `{ data, response }` on 2xx and `{ error, response }` otherwise (`error.error` is healthd's
 * error text); they reject only when the network fails or no token can be had (HealthdTokenError).
 */
export function createHealthdClient(options: HealthdClientOptions): HealthdClient {
  const { clientId, clientSecret, scope, resource, tokenUrl, refreshLeewaySeconds, token, ...rest } = options as AnyOptions
  const baseUrl = rest.baseUrl.replace(/\/+$/, '')
  const fetchImpl = rest.fetch ?? ((input: Request) => globalThis.fetch(input))
  const client = createClient<paths>({ ...rest, baseUrl, fetch: fetchImpl })
  if (clientId !== undefined) {
    const credentials = { clientId, clientSecret: clientSecret ?? '', scope, resource, tokenUrl, refreshLeewaySeconds }
    client.use(clientCredentialsMiddleware(new TokenSource(credentials, baseUrl, fetchImpl)))
  } else if (token !== undefined) {
    client.use(fixedTokenMiddleware(token))
  }
  return client
}

/** Every option of every kind, for taking them apart. */
type AnyOptions = CommonOptions & Partial<Omit<ClientCredentialsOptions, keyof CommonOptions | 'token'>> & { token?: TokenOptions['token'] }

type Credentials = Omit<ClientCredentialsOptions, keyof CommonOptions | 'token'>

/** Token cache for one client: one request in flight at a time, refreshed shortly before expiry. */
class TokenSource {
  private current: { token: string; refreshAt: number } | undefined
  private pending: Promise<string> | undefined
  private readonly tokenUrl: string
  private readonly body: string
  private readonly authorization: string
  private readonly leewayMs: number

  constructor(
    opts: Credentials,
    baseUrl: string,
    private readonly fetchImpl: (input: Request) => Promise<Response>,
  ) {
    this.tokenUrl = opts.tokenUrl ?? `${baseUrl}/oauth/token`
    const form = new URLSearchParams({ grant_type: 'client_credentials' })
    const scope = typeof opts.scope === 'string' ? opts.scope : opts.scope?.join(' ')
    if (scope) form.set('scope', scope)
    if (opts.resource) form.set('resource', opts.resource)
    this.body = form.toString()
    // RFC 6749 §2.3.1: client id and secret are form-encoded before they are joined and base64-ed.
    this.authorization = `Basic ${btoa(`${encodeURIComponent(opts.clientId)}:${encodeURIComponent(opts.clientSecret)}`)}`
    this.leewayMs = (opts.refreshLeewaySeconds ?? 30) * 1000
  }

  /** A token that is not about to expire: the cached one, or a new one. */
  get(): Promise<string> {
    if (this.current && Date.now() < this.current.refreshAt) return Promise.resolve(this.current.token)
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined))
    return this.pending
  }

  /** Forgets `token` (when healthd refused it), so the next get() asks for a new one. */
  invalidate(token: string): void {
    if (this.current?.token === token) this.current = undefined
  }

  private async fetchToken(): Promise<string> {
    const started = Date.now()
    const res = await this.fetchImpl(
      new Request(this.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: this.body,
      }),
    )
    const text = await res.text()
    let json: Record<string, unknown> = {}
    try {
      const parsed: unknown = JSON.parse(text)
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>
    } catch {
      // not JSON: reported below
    }
    const error = typeof json['error'] === 'string' ? json['error'] : undefined
    if (!res.ok) {
      const description = typeof json['error_description'] === 'string' ? `: ${json['error_description']}` : ''
      throw new HealthdTokenError(res.status, error, `token request failed with ${res.status}${error ? ` ${error}` : ''}${description}`)
    }
    const accessToken = json['access_token']
    if (typeof accessToken !== 'string' || accessToken === '') {
      throw new HealthdTokenError(res.status, error, 'token response has no access_token')
    }
    const lifetimeMs = typeof json['expires_in'] === 'number' && json['expires_in'] > 0 ? json['expires_in'] * 1000 : 60_000
    this.current = { token: accessToken, refreshAt: started + lifetimeMs - Math.min(this.leewayMs, lifetimeMs / 2) }
    return accessToken
  }
}

function clientCredentialsMiddleware(tokens: TokenSource): Middleware {
  // What was sent, per request: the token and an unread copy of the request, for the 401 retry.
  const sent = new WeakMap<Request, { token: string; copy: Request }>()
  return {
    async onRequest({ request }) {
      if (request.headers.has('authorization')) return undefined
      const token = await tokens.get()
      request.headers.set('authorization', `Bearer ${token}`)
      sent.set(request, { token, copy: request.clone() })
      return request
    },
    async onResponse({ request, response, options }) {
      const first = sent.get(request)
      if (response.status !== 401 || !first) return undefined
      sent.delete(request)
      tokens.invalidate(first.token)
      const token = await tokens.get()
      await response.body?.cancel()
      first.copy.headers.set('authorization', `Bearer ${token}`)
      return options.fetch(first.copy)
    },
  }
}

function fixedTokenMiddleware(token: string | (() => string | Promise<string>)): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has('authorization')) return undefined
      request.headers.set('authorization', `Bearer ${typeof token === 'function' ? await token() : token}`)
      return request
    },
  }
}
