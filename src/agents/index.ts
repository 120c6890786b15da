// The agents area's border: what the rest of healthd may use of it. Nothing outside
// the area imports its other files (test/architecture.unit.test.ts).
export { BUILTIN_CHAT_MODEL, builtinAnswer } from './answerer/index.js'
export { UpstreamError, completionId, llmChat, type Usage } from './llm-chat.js'
export { TOOL_NAMES, mayUse, refusalOf, runTool, toolsFor, type Source, type ToolContext, type ToolDefinition } from './tools.js'
