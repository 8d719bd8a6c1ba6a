import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';

const normalise = (password: string): string => password.normalize('NFKC').toLowerCase();

let common: Set<string> | undefined;

/** DECISIONS D3: refused when it is one of the 10,000 most common passwords, whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').map(normalise));
  return common.has(normalise(password));
}
