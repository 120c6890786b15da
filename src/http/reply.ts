// Answers of routes whose JSON PostgreSQL wrote (src/db/list.ts): sent as the text it is, so an
// object has the same bytes here as in its list, its export line and its webhook.
import type { FastifyReply } from 'fastify'
import { errors } from '../errors.js'
import type { UserItem } from '../db/list.js'

export const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Sends JSON text as it is. The route's response schema documents the body but does not
 * serialise it (a string is not serialised again), so the SQL must write what the schema says.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type(JSON_TYPE).send(json)
}

/** Sends an object of a user's, or its 404: `user not found` when the user is missing too. */
export function sendUserItem(reply: FastifyReply, found: UserItem, what: string): FastifyReply {
  if (found.json === undefined) throw found.userExists ? errors.notFound(what) : errors.userNotFound()
  return sendJson(reply, found.json)
}
