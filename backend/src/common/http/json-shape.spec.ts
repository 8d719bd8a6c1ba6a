import { INPUT_SAFETY_MESSAGES } from '../../contracts';
import { jsonShapeProblem } from './json-shape';

describe('jsonShapeProblem', () => {
  const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

  it('accepts ordinary bodies and scalars', () => {
    expect(jsonShapeProblem({ a: { b: [1, 'x', null, true] } })).toBeNull();
    expect(jsonShapeProblem('plain')).toBeNull();
    expect(jsonShapeProblem(null)).toBeNull();
    expect(jsonShapeProblem({ emoji: 'Café 🎉' })).toBeNull();
  });

  it('allows exactly the limit and refuses one level more', () => {
    expect(jsonShapeProblem(nested(32))).toBeNull();
    expect(jsonShapeProblem(nested(33))).toBe(INPUT_SAFETY_MESSAGES.tooDeeplyNested);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(jsonShapeProblem(nested(100_000))).toBe(INPUT_SAFETY_MESSAGES.tooDeeplyNested);
  });

  it('refuses a lone surrogate in a value or a key', () => {
    expect(jsonShapeProblem({ email: 'a\ud800b@example.org' })).toBe(INPUT_SAFETY_MESSAGES.invalidUnicode);
    expect(jsonShapeProblem({ ['\udc00']: 1 })).toBe(INPUT_SAFETY_MESSAGES.invalidUnicode);
    expect(jsonShapeProblem(['ok', ['\ud83d']])).toBe(INPUT_SAFETY_MESSAGES.invalidUnicode);
  });
});
