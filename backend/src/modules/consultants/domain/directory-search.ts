import { DIRECTORY_SEARCH_MIN_WORD_LENGTH, EXPERTISE_KEYS, EXPERTISE_LABELS, firstNameOf, isExpertiseKey } from '../../../contracts';

/** D4: the directory shows the first name only; the surname never leaves the server, not even via search. */
export { firstNameOf };

export interface SearchDocumentParts {
  name: string | null;
  organisation: string | null;
  bio: string | null;
  profileSummary: string | null;
  specialisations: string | null;
  previousExperience: string | null;
  expertise: readonly string[];
}

/**
 * The text the directory's full-text index holds for one consultant (spec: first name, organisation,
 * summary and bio, specialisations, previous experience, expertise labels). Only public fields go in,
 * so a search for a surname or an e-mail address finds nothing.
 */
export function buildSearchDocument(parts: SearchDocumentParts): string {
  const labels = parts.expertise.filter(isExpertiseKey).map((key) => EXPERTISE_LABELS[key]);
  return [firstNameOf(parts.name), parts.organisation, parts.profileSummary, parts.bio, parts.specialisations, parts.previousExperience, ...labels]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join('\n');
}

/** One bit per expertise key (EXPERTISE_KEYS order): the filter is a bit test on a column, not a text scan. */
export function expertiseMask(keys: readonly string[]): number {
  return keys.reduce((mask, key) => {
    const bit = (EXPERTISE_KEYS as readonly string[]).indexOf(key);
    return bit < 0 ? mask : mask | (1 << bit);
  }, 0);
}

const MAX_SEARCH_WORDS = 8;

/**
 * The words of a directory search: letters and digits only (so no full-text operator from the user
 * reaches either engine), lower case, without duplicates or too-short words.
 */
export function searchWords(search: string | undefined): string[] {
  const words = (search ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= DIRECTORY_SEARCH_MIN_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** MariaDB/MySQL boolean mode: every word required, as a prefix. */
export const booleanModeQuery = (words: readonly string[]): string => words.map((word) => `+${word}*`).join(' ');

/** SQLite FTS5: every word required (implicit AND), as a prefix. Words hold no quotes (see searchWords). */
export const fts5Query = (words: readonly string[]): string => words.map((word) => `"${word}"*`).join(' ');
