// The MCP messages the fuzzer sends, as one schema its cases are drawn from (cases.ts re-exports it).
import type { Schema } from './schema.js'

/** The MCP messages the fuzzer sends: initialize, tools/list, and a tools/call per tool the server lists. */
export function mcpSchemaOf(tools: { name: string; inputSchema: Schema }[]): Schema {
  const envelope = (method: string, params?: Schema): Schema => ({
    type: 'object',
    additionalProperties: false,
    required: ['jsonrpc', 'id', 'method', ...(params ? ['params'] : [])],
    properties: {
      jsonrpc: { type: 'string', enum: ['2.0'] },
      id: { type: 'integer', minimum: 1, maximum: 1_000_000 },
      method: { type: 'string', enum: [method] },
      ...(params ? { params } : {}),
    },
  })
  return {
    anyOf: [
      envelope('initialize', {
        type: 'object',
        additionalProperties: false,
        required: ['protocolVersion', 'capabilities', 'clientInfo'],
        properties: {
          protocolVersion: { type: 'string', enum: ['2025-06-18', '2025-03-26'] },
          capabilities: { type: 'object', additionalProperties: false, properties: {} },
          clientInfo: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'version'],
            properties: { name: { type: 'string', maxLength: 50 }, version: { type: 'string', maxLength: 20 } },
          },
        },
      }),
      envelope('tools/list'),
      ...tools.map((t) => {
        const args = { ...t.inputSchema }
        delete (args as Record<string, unknown>)['$schema']
        return envelope('tools/call', {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'arguments'],
          properties: { name: { type: 'string', enum: [t.name] }, arguments: stripDescriptions(args) },
        })
      }),
    ],
  }
}

function stripDescriptions(s: Schema): Schema {
  const out: Schema = { ...s }
  delete out.description
  if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, stripDescriptions(v)]))
  if (s.anyOf) out.anyOf = s.anyOf.map(stripDescriptions)
  if (s.items) out.items = stripDescriptions(s.items)
  return out
}
