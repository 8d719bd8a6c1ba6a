/** Letters NFKD does not split into an ASCII base and a mark. */
const FOLDED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th' };

/**
 * DECISIONS D5 "Standardize All": `first.last`, lower case, ASCII only (accents folded, other characters
 * dropped). One-word names give just that word; a name with no usable letters gives 'consultant'.
 */
export function standardUsernameBase(fullName: string): string {
  const words = fullName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[łøđßæœþ]/g, (letter) => FOLDED[letter])
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word !== '');
  if (words.length === 0) return 'consultant';
  return words.length === 1 ? words[0] : `${words[0]}.${words[words.length - 1]}`;
}

/** The base, or the base with the lowest number from 2 up that `taken` does not refuse. */
export function firstFreeUsername(base: string, taken: (candidate: string) => boolean): string {
  if (!taken(base)) return base;
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
