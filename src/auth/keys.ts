// The ES256 key that signs access tokens: configured, kept in DATA_DIR (embedded), or in the database.
import { createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { calculateJwkThumbprint } from 'jose'
import type { Queryable } from '../db/pool.js'

export interface SigningKey {
  kid: string
  privatePem: string
  publicPem: string
  publicJwk: JsonWebKey & { kid: string; alg: 'ES256'; use: 'sig' }
  /** Secret for HMACs that are not tokens (page keys); derived, never stored. */
  hmacSecret: Buffer
}

function generatePem(): string {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
}

async function fromPem(privatePem: string, source: string): Promise<SigningKey> {
  let key: KeyObject
  try {
    key = createPrivateKey(privatePem)
  } catch {
    throw new Error(`${source} is not a readable PEM private key`)
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`${source} must be an EC P-256 key (ES256)`)
  }
  const pub = createPublicKey(key)
  const jwk = pub.export({ format: 'jwk' })
  const kid = await calculateJwkThumbprint(jwk as Parameters<typeof calculateJwkThumbprint>[0])
  return {
    kid,
    privatePem: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pub.export({ type: 'spki', format: 'pem' }).toString(),
    publicJwk: { ...jwk, kid, alg: 'ES256', use: 'sig' },
    hmacSecret: createHmac('sha256', privatePem).update('healthd:hmac:v1').digest(),
  }
}

export async function loadSigningKey(opts: { configuredPem?: string; dataDir: string; embedded: boolean }, db: Queryable): Promise<SigningKey> {
  if (opts.configuredPem) return fromPem(opts.configuredPem, 'JWT_PRIVATE_KEY')
  if (opts.embedded) {
    const file = path.join(opts.dataDir, 'jwt-signing-key.pem')
    try {
      writeFileSync(file, generatePem(), { flag: 'wx', mode: 0o600 })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    return fromPem(readFileSync(file, 'utf8'), file)
  }
  const pem = generatePem()
  const k = await fromPem(pem, 'generated key')
  // Concurrent first starts race here; the single-row table lets exactly one key win.
  await db.query('INSERT INTO signing_keys (kid, private_pem) VALUES ($1, $2) ON CONFLICT (singleton) DO NOTHING', [k.kid, pem])
  const r = await db.query<{ private_pem: string }>('SELECT private_pem FROM signing_keys WHERE singleton')
  return fromPem(r.rows[0]!.private_pem, 'the stored signing key')
}
