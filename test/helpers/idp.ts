// A test identity provider on loopback: OIDC discovery, a JWKS, and ID tokens signed with jose.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload, type CryptoKey } from 'jose'

export interface TestIdp {
  issuer: string
  jwksUri: string
  /** JWKS fetches served so far. */
  fetches(): number
  sign(claims?: JWTPayload, opts?: { kid?: string; alg?: string; key?: CryptoKey; typ?: string }): Promise<string>
  close(): Promise<void>
}

export async function startIdp(): Promise<TestIdp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' }
  let fetches = 0
  let issuer = ''
  const server: Server = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] }))
    } else if (req.url === '/jwks.json') {
      fetches++
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ keys: [jwk] }))
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    issuer,
    jwksUri: `${issuer}/jwks.json`,
    fetches: () => fetches,
    async sign(claims = {}, opts = {}) {
      const now = Math.floor(Date.now() / 1000)
      return new SignJWT({ iss: issuer, aud: 'app-client', sub: 'subject-1', iat: now, exp: now + 300, ...claims })
        .setProtectedHeader({ alg: opts.alg ?? 'RS256', kid: opts.kid ?? 'key-1', ...(opts.typ ? { typ: opts.typ } : {}) })
        .sign(opts.key ?? privateKey)
    },
    close: () => new Promise((r) => server.close(() => r())),
  }
}
