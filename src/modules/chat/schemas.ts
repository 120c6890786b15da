// Chat completions: the subset of OpenAI's Chat Completions request healthd answers, and its
// answer with the healthd resources it used.
import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from '../../schemas/common.js'

export const MAX_MESSAGES = 50
/** Text of all messages together, in UTF-8 bytes. */
export const MAX_TEXT_BYTES = 32 * 1024

const TextPart = Type.Object(
  { type: Type.Literal('text'), text: Type.String({ maxLength: MAX_TEXT_BYTES }) },
  { additionalProperties: false, description: 'A text part, as OpenAI client libraries may send content' },
)

export const ChatMessageSchema = Type.Object(
  {
    role: StringEnum(['system', 'user', 'assistant'] as const),
    content: Type.Union([Type.String({ maxLength: MAX_TEXT_BYTES }), Type.Array(TextPart, { maxItems: 64 })], {
      description: 'The message text (or text parts)',
    }),
    name: Type.Optional(Type.String({ maxLength: 64, description: 'Accepted and ignored' })),
  },
  { additionalProperties: false, title: 'ChatMessage' },
)

/** OpenAI request fields client libraries send that healthd accepts and ignores. */
const IGNORED = {
  model: Type.Optional(Type.String({ maxLength: 256, description: 'Accepted and ignored: the server’s model answers' })),
  temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2, description: 'Accepted and ignored' })),
  top_p: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Accepted and ignored' })),
  n: Type.Optional(Type.Literal(1, { description: 'One answer only' })),
  stop: Type.Optional(
    Type.Union([Type.String({ maxLength: 256 }), Type.Array(Type.String({ maxLength: 256 }), { maxItems: 4 }), Type.Null()], {
      description: 'Accepted and ignored',
    }),
  ),
  seed: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'Accepted and ignored' })),
  user: Type.Optional(Type.String({ maxLength: 256, description: 'Accepted and ignored' })),
  presence_penalty: Type.Optional(Type.Union([Type.Number({ minimum: -2, maximum: 2 }), Type.Null()], { description: 'Accepted and ignored' })),
  frequency_penalty: Type.Optional(Type.Union([Type.Number({ minimum: -2, maximum: 2 }), Type.Null()], { description: 'Accepted and ignored' })),
  stream_options: Type.Optional(
    Type.Union([Type.Object({ include_usage: Type.Optional(Type.Boolean()) }, { additionalProperties: false }), Type.Null()], {
      description: '`include_usage: true` adds a last chunk with the usage, as OpenAI does',
    }),
  ),
  response_format: Type.Optional(Type.Object({ type: Type.Literal('text') }, { additionalProperties: false, description: 'Text only' })),
}

export const ChatRequestSchema = Type.Object(
  {
    messages: Type.Array(ChatMessageSchema, {
      minItems: 1,
      maxItems: MAX_MESSAGES,
      description: `The conversation so far (at most ${MAX_MESSAGES} messages, 32 KiB of text); stateless`,
    }),
    stream: Type.Optional(
      Type.Union([Type.Boolean(), Type.Null()], { description: 'Answer as server-sent `chat.completion.chunk` events, ending with `data: [DONE]`' }),
    ),
    max_tokens: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 32_768 }), Type.Null()], { description: 'Upper bound of the answer’s length in tokens' }),
    ),
    language: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
        maxLength: 35,
        description: 'BCP 47 tag of the answer’s language (default: the user’s language)',
      }),
    ),
    ...IGNORED,
  },
  { additionalProperties: false, title: 'ChatCompletionRequest' },
)
export type ChatRequest = Static<typeof ChatRequestSchema>

export const SourceSchema = Type.Object(
  {
    type: StringEnum(['summary', 'fact', 'daily_record', 'activity', 'meal', 'baseline', 'custom_record'] as const),
    id: Type.String({ description: 'The resource’s id; a daily record’s is `<type>/<day>/<name>`, e.g. `scores/2026-11-20/sleep`' }),
  },
  { additionalProperties: true, title: 'ChatSource', description: 'A healthd resource the answer used' },
)

const Usage = Type.Object(
  { prompt_tokens: Type.Integer(), completion_tokens: Type.Integer(), total_tokens: Type.Integer() },
  { description: 'Tokens as the model counted them (the built-in answerer: an estimate of four characters a token)' },
)

export const ChatCompletionSchema = Type.Object(
  {
    id: Type.String(),
    object: Type.Literal('chat.completion'),
    created: Type.Integer({ description: 'Unix seconds' }),
    model: Type.String({ description: '`healthd-builtin`, or the configured model' }),
    choices: Type.Array(
      Type.Object({
        index: Type.Integer(),
        message: Type.Object({ role: Type.Literal('assistant'), content: Type.String() }),
        finish_reason: StringEnum(['stop', 'length'] as const),
      }),
    ),
    usage: Usage,
    sources: Type.Array(SourceSchema),
  },
  { title: 'ChatCompletion' },
)
export type ChatCompletion = Static<typeof ChatCompletionSchema>
