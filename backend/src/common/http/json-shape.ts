import { INPUT_SAFETY_MESSAGES, JSON_MAX_DEPTH } from '../../contracts';

/** In u-mode a paired surrogate is one code point, so this matches only the lone halves. */
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

/**
 * Why a parsed JSON body is refused before validation, or null when it is fine. Walks iteratively: a
 * recursive walk (like class-transformer's) is what overflowed the stack on 10,000 levels. A lone surrogate
 * breaks class-validator's e-mail check (URIError) and MariaDB's utf8mb4, so it is refused everywhere.
 */
export function jsonShapeProblem(body: unknown, maxDepth = JSON_MAX_DEPTH): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!wellFormed(value)) return INPUT_SAFETY_MESSAGES.invalidUnicode;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return INPUT_SAFETY_MESSAGES.tooDeeplyNested;
    for (const [key, child] of Object.entries(value)) {
      if (!wellFormed(key)) return INPUT_SAFETY_MESSAGES.invalidUnicode;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}
