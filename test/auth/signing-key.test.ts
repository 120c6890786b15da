// The signing key is generated once and kept (DATA_DIR when embedded, else the database);
// JWT_PRIVATE_KEY overrides it.
import { describe, expect, it } from 'vitest'
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { calculateJwkThumbprint, decodeProtectedHeader, exportJWK, importSPKI, jwtVerify } from 'jose'
import { buildApp } from '../../src/app/index.js'
import { createTestProject, testConfig } from '../helpers/app.js'

describe('signing key', () => {
  it('is the same key across restarts on the same storage', async () => {
    const config = testConfig()
    const a = await buildApp(config)
    await a.ready()
    const kid = a.signingKey.kid
    await a.close()
    const b = await buildApp(config)
    await b.ready()
    expect(b.signingKey.kid).toBe(kid)
    expect((await b.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys[0].kid).toBe(kid)
    await b.close()
    rmSync(config.dataDir, { recursive: true, force: true })
  })

  it('is JWT_PRIVATE_KEY when set, with the RFC 7638 thumbprint as kid', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString()
    const config = testConfig({ JWT_PRIVATE_KEY: pem.replace(/\n/g, '\\n') })
    const app = await buildApp(config)
    await app.ready()
    try {
      const expectedKid = await calculateJwkThumbprint(await exportJWK(await importSPKI(spki, 'ES256')))
      expect(app.signingKey.kid).toBe(expectedKid)
      const p = await createTestProject(app)
      const token = await p.token()
      expect(decodeProtectedHeader(token).kid).toBe(expectedKid)
      await expect(jwtVerify(token, await importSPKI(spki, 'ES256'), { issuer: config.publicUrl })).resolves.toBeTruthy()
    } finally {
      await app.close()
      rmSync(config.dataDir, { recursive: true, force: true })
    }
  })

  it('refuses a JWT_PRIVATE_KEY that is not an ES256 key', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const config = testConfig({ JWT_PRIVATE_KEY: rsa })
    await expect(buildApp(config)).rejects.toThrow('JWT_PRIVATE_KEY must be an EC P-256 key (ES256)')
    // Nothing is left open: the embedded DATA_DIR is free for the next start.
    expect(existsSync(path.join(config.dataDir, 'healthd.lock'))).toBe(false)
    rmSync(config.dataDir, { recursive: true, force: true })
  })
})
