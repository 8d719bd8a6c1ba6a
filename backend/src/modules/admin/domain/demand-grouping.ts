import { EXPERTISE_KEYS, EXPERTISE_LABELS, ExpertiseKey } from '../../../contracts';

export interface NeedGroup {
  expertise: ExpertiseKey | null;
  label: string;
  count: number;
}

export const NOT_STATED = 'Not stated';

const byName = new Map<string, ExpertiseKey>(EXPERTISE_KEYS.flatMap((key) => [[key, key] as const, [EXPERTISE_LABELS[key].toLowerCase(), key] as const]));

/**
 * The waiting list's primary need is free text. A need that names an expertise (its key or its label, any
 * case) counts for that expertise, so it lines up with the directory's zero-result searches; any other
 * text is grouped as written (case-insensitively), and blanks as 'Not stated'. Most frequent first.
 */
export function groupNeedsByExpertise(needs: ReadonlyArray<{ primaryNeed: string | null; count: number }>): NeedGroup[] {
  const groups = new Map<string, NeedGroup>();
  for (const { primaryNeed, count } of needs) {
    const text = (primaryNeed ?? '').trim().replace(/\s+/g, ' ');
    const key = byName.get(text.toLowerCase()) ?? null;
    const id = key ? `key:${key}` : `text:${text.toLowerCase()}`;
    const group = groups.get(id) ?? { expertise: key, label: key ? EXPERTISE_LABELS[key] : text || NOT_STATED, count: 0 };
    group.count += count;
    groups.set(id, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}
