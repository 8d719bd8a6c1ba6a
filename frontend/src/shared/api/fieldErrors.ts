import { errorBody } from './apiError';

/**
 * A 400's per-field messages ({ errors: { "charity.revenue": "…" } }) keyed by the field's own name
 * ("revenue"), so a form can show each next to its input. The first message per name wins.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, message] of Object.entries(errorBody(error)?.errors ?? {})) {
    const name = path.split('.').pop() ?? path;
    if (typeof message === 'string' && !(name in messages)) messages[name] = message;
  }
  return messages;
}
