import { MATCHING_MESSAGES } from '../../../contracts';
import { InvalidInputError } from '../../../kernel/domain-errors';

/** A decline carries a reason from its fixed list; `other` needs a note (D17). Returns the trimmed note. */
export function checkDecline(reasons: readonly string[], reason: unknown, note: unknown): string | null {
  if (typeof reason !== 'string' || !reasons.includes(reason)) throw new InvalidInputError(MATCHING_MESSAGES.reasonInvalid, { reason: MATCHING_MESSAGES.reasonInvalid });
  const trimmed = typeof note === 'string' ? note.trim() : '';
  if (reason === 'other' && !trimmed) throw new InvalidInputError(MATCHING_MESSAGES.noteRequired, { note: MATCHING_MESSAGES.noteRequired });
  return trimmed || null;
}
