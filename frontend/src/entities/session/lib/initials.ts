import { AVATAR_MAX_INITIALS } from '@contracts';

/** Avatar initials: the first letter of each word, at most two ("Jane Mary Doe" → "JM"). */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, AVATAR_MAX_INITIALS)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('');
}
