// Start-up provisioning: the BOOTSTRAP_* project and client, or on an empty database a
// development project whose credentials are printed once.
import type pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.js'
import { withTransaction } from './db/pool.js'
import { ALL_SCOPES } from './auth/scopes.js'
import { hashSecret, randomId, verifySecret } from './auth/secrets.js'
import { countProjects, createProject, ensureProject } from './modules/projects/index.js'
import { createClient, findClient, upsertConfidentialClient } from './modules/auth/index.js'

const BOOTSTRAP_LOCK = 7_381_020_002

export interface FirstRunCredentials {
  projectId: string
  clientId: string
  clientSecret: string
}

export async function runBootstrap(config: Config, pool: pg.Pool, log: FastifyBaseLogger): Promise<FirstRunCredentials | undefined> {
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [BOOTSTRAP_LOCK])
    const boot = config.bootstrap
    if (boot) {
      await ensureProject(tx, { projectId: boot.projectId, name: boot.projectId })
      const existing = await findClient(tx, boot.clientId)
      if (existing && existing.project_id !== boot.projectId) {
        throw new Error(`BOOTSTRAP_CLIENT_ID ${boot.clientId} already belongs to another project`)
      }
      const unchanged = existing?.secret_hash ? await verifySecret(boot.clientSecret, existing.secret_hash) : false
      await upsertConfidentialClient(tx, {
        projectId: boot.projectId,
        clientId: boot.clientId,
        name: 'bootstrap',
        secretHash: unchanged ? existing!.secret_hash! : await hashSecret(boot.clientSecret),
        scopes: [...ALL_SCOPES],
      })
      log.info({ project_id: boot.projectId, client_id: boot.clientId }, 'bootstrap project and client ensured')
      return undefined
    }
    if ((await countProjects(tx)) > 0) return undefined
    const project = await createProject(tx, { projectId: randomId('proj', 9), name: 'Development' })
    const { client, secret } = await createClient(tx, {
      projectId: project.project_id,
      name: 'development',
      type: 'confidential',
      scopes: [...ALL_SCOPES],
    })
    log.info({ project_id: project.project_id, client_id: client.client_id }, 'created development project and client')
    return { projectId: project.project_id, clientId: client.client_id, clientSecret: secret! }
  })
}

/** The text printed once on first start: the credentials and a command that uses them. */
export function firstRunText(c: FirstRunCredentials, listenUrl: string): string {
  const base = listenUrl
  return `
healthd created a development project and a client with every scope.
The secret is shown only this once; healthd keeps only its hash.

  project_id     ${c.projectId}
  client_id      ${c.clientId}
  client_secret  ${c.clientSecret}

Get a token:

  curl -s -u '${c.clientId}:${c.clientSecret}' ${base}/oauth/token \\
    -d grant_type=client_credentials -d resource=urn:healthd:project:${c.projectId}

Get a token and make a first request (create a user):

  TOKEN=$(curl -s -u '${c.clientId}:${c.clientSecret}' ${base}/oauth/token -d grant_type=client_credentials | node -pe 'JSON.parse(require("fs").readFileSync(0)).access_token') && curl -s -X PATCH ${base}/users/user-1 -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d '{"firstname":"Ada","tz_offset":3600}'

`
}
