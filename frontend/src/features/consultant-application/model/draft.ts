import { ACCOUNT_FIELD_MAX_LENGTH, CONSULTANT_FIELD_MAX_LENGTH, isExpertiseKey } from '@contracts';
import { STORAGE_KEYS } from '@/shared/config';
import type { ConsultantApplicationValues } from './applicationForm';

/**
 * What the draft keeps: every answer except the passwords (never written to storage) and the terms
 * and privacy consents (given afresh when the application is sent).
 */
const DRAFT_TEXT_FIELDS = [
  'username',
  'email',
  'name',
  'phone',
  'bio',
  'organisation',
  'website',
  'linkedin',
  'yearsExperience',
  'profileSummary',
  'previousExperience',
] as const;

export type ApplicationDraft = Partial<
  Pick<ConsultantApplicationValues, (typeof DRAFT_TEXT_FIELDS)[number] | 'expertise' | 'availability'>
>;

const DRAFT_VERSION = 1;
/** Longer than any field the server accepts: a corrupt or hostile value is dropped, not restored. */
const MAX_TEXT = Math.max(ACCOUNT_FIELD_MAX_LENGTH.bio, CONSULTANT_FIELD_MAX_LENGTH.profileText);

interface StoredDraft {
  version: number;
  savedAt: string;
  values: ApplicationDraft;
}

/** Only the fields a draft may hold, with the right types. */
function toDraft(values: Partial<Record<string, unknown>>): ApplicationDraft {
  const draft: ApplicationDraft = {};
  for (const field of DRAFT_TEXT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value.length <= MAX_TEXT) draft[field] = value;
  }
  if (Array.isArray(values.expertise)) draft.expertise = values.expertise.filter(isExpertiseKey);
  if (typeof values.availability === 'boolean') draft.availability = values.availability;
  return draft;
}

function hasContent(draft: ApplicationDraft): boolean {
  return DRAFT_TEXT_FIELDS.some((field) => (draft[field] ?? '').trim() !== '') || (draft.expertise?.length ?? 0) > 0;
}

export function saveApplicationDraft(values: Partial<ConsultantApplicationValues>): void {
  try {
    const draft = toDraft(values);
    if (!hasContent(draft)) {
      localStorage.removeItem(STORAGE_KEYS.consultantApplicationDraft);
      return;
    }
    const stored: StoredDraft = { version: DRAFT_VERSION, savedAt: new Date().toISOString(), values: draft };
    localStorage.setItem(STORAGE_KEYS.consultantApplicationDraft, JSON.stringify(stored));
  } catch {
    // No storage (private mode, quota): the form still works, only without a draft.
  }
}

export function loadApplicationDraft(): ApplicationDraft | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.consultantApplicationDraft);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
    if (stored?.version !== DRAFT_VERSION || typeof stored.values !== 'object' || stored.values === null) return null;
    const draft = toDraft(stored.values as Record<string, unknown>);
    return hasContent(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function clearApplicationDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.consultantApplicationDraft);
  } catch {
    // Nothing to clear without storage.
  }
}
