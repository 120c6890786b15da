// Random identifiers and secrets, and client-secret hashing with scrypt (constant-time compare).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const scrypt = (pw: string, salt: Buffer, len: number, o: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, len, o, (e, k) => (e ? reject(e) : resolve(k))))

const PARAMS = { N: 16384, r: 8, p: 1 }
const KEYLEN = 32

export function randomId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('base64url')}`
}

/** 256 random bits, URL-safe. */
export function randomSecret(prefix = 'hds'): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(secret, salt, KEYLEN, { ...PARAMS, maxmem: 64 * 1024 * 1024 })
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$')
  if (alg !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await scrypt(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

// Compared against when a client id is unknown, so that answer takes as long as a wrong secret.
let dummy: Promise<string> | undefined
export function dummyHash(): Promise<string> {
  dummy ??= hashSecret(randomSecret())
  return dummy
}
