// Checks the agent protocol's traffic against its published JSON Schema (docs/agent-protocol.schema.json),
// so what lamplit accepts from an agent is exactly what the document says, with ajv doing the checking.
import { readFileSync } from 'node:fs';
import Ajv2020Module from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { OrderMessage } from '../../engine/match/agent-messages.ts';

/** The schema document, read once from beside the code (dist/ carries a copy). */
export const AGENT_SCHEMA = JSON.parse(readFileSync(new URL('../../docs/agent-protocol.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;

// ajv ships CommonJS: its class is the module's default export, or the module itself.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module.default;
const ajv = new Ajv2020({ allErrors: false, strict: false });
ajv.addSchema(AGENT_SCHEMA);
const ref = (name: string): ValidateFunction => ajv.getSchema(`${AGENT_SCHEMA.$id as string}#/$defs/${name}`)!;

const checkAgent = ref('agentMessage');
const checkServer = ref('serverMessage');
/** One validator a message type, so a finding names the message's own fields, not another type's. */
const byType = new Map(['hello', 'turn', 'notice', 'end', 'error', 'order', 'auth'].map((t) => [t, ref(t)]));

/** An agent's message: an order, or (over a socket) its auth line. */
export type AgentMessage = OrderMessage | { type: 'auth'; token: string; name?: string };

/** One line of ajv's findings: where and what. */
function firstProblem(errors: readonly ErrorObject[] | null | undefined): string {
  // A oneOf among required fields (an order's text/order/draft) is said as such, not as one missing field.
  if (errors?.some((x) => x.keyword === 'oneOf' && x.instancePath === '')) return 'it must carry exactly one of "text", "order" or "draft"';
  const e = errors?.find((x) => x.keyword !== 'oneOf') ?? errors?.[0];
  if (!e) return 'it does not match the protocol';
  return `${e.instancePath || 'the message'} ${e.message ?? 'is not allowed'}`.trim();
}

/** Reads one line an agent sent: the message, or a one-line error saying what was wrong and what is allowed. */
export function readAgentLine(line: string): { ok: true; value: AgentMessage } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, error: `not JSON: each line is one JSON object, such as {"type":"order","turn":3,"text":"wait"}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'each line is one JSON object with a "type" of "order" (or "auth" first over a socket)' };
  const type = (value as { type?: unknown }).type;
  if (type !== 'order' && type !== 'auth') return { ok: false, error: `unknown message type ${JSON.stringify(type)}: agents send "order" (and "auth" first over a socket)` };
  const check = byType.get(type)!;
  if (!check(value)) {
    const why = type === 'order' ? 'an order is {"type":"order","turn":N} with exactly one of "text", "order" or "draft"' : 'auth is {"type":"auth","token":"..."} with the seat\'s token';
    const problem = firstProblem(check.errors);
    return { ok: false, error: problem.includes('exactly one of') ? `malformed order: an order is {"type":"order","turn":N} with exactly one of "text", "order" or "draft"` : `malformed ${type}: ${problem} (${why})` };
  }
  return { ok: true, value: value as AgentMessage };
}

/** Whether a message lamplit sends matches the schema; the problem in one line when not (tests and a debug check). */
export function serverMessageProblem(message: unknown): string | null {
  const check = byType.get(String((message as { type?: unknown } | null)?.type)) ?? checkServer;
  if (check === byType.get('order') || check === byType.get('auth')) return 'an agent\'s message, not the server\'s';
  return check(message) && checkServer(message) ? null : firstProblem(check.errors ?? checkServer.errors);
}

/** Whether any message (either way) matches the schema; the problem in one line when not. */
export function agentMessageProblem(message: unknown): string | null {
  const check = byType.get(String((message as { type?: unknown } | null)?.type)) ?? checkAgent;
  return check(message) && checkAgent(message) ? null : firstProblem(check.errors ?? checkAgent.errors);
}
