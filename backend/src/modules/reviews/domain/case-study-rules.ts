import { createHash } from 'node:crypto';

import { CASE_STUDY_TOTAL_MAX, CASE_STUDY_TOTAL_MIN, REVIEW_MESSAGES } from '../../../contracts';
import type { CaseStudyFigure, CaseStudyRequest, CaseStudyState } from '../../../contracts';

export interface CaseStudyText {
  title: string;
  challenge: string;
  approach: string;
  outcome: string;
  figures: CaseStudyFigure[];
}

/** Characters of every part together (D18: 100–3,000 in all). */
export const caseStudyLength = (text: CaseStudyText): number =>
  [text.title, text.challenge, text.approach, text.outcome, ...text.figures.flatMap((figure) => [figure.value, figure.label])].reduce((sum, part) => sum + part.length, 0);

/** The request trimmed, figures defaulted: what is stored and hashed. */
export const normaliseCaseStudy = (request: CaseStudyRequest): CaseStudyText => ({
  title: request.title.trim(),
  challenge: request.challenge.trim(),
  approach: request.approach.trim(),
  outcome: request.outcome.trim(),
  figures: (request.figures ?? []).map((figure) => ({ value: figure.value.trim(), label: figure.label.trim() })),
});

/** The whole-text rule the fields' own limits cannot check; null when it holds. */
export function caseStudyLengthError(text: CaseStudyText): string | null {
  const length = caseStudyLength(text);
  if (length < CASE_STUDY_TOTAL_MIN) return REVIEW_MESSAGES.totalTooShort;
  if (length > CASE_STUDY_TOTAL_MAX) return REVIEW_MESSAGES.totalTooLong;
  return null;
}

/** SHA-256 of the text as approved: the consent record names exactly which words the charity agreed to. */
export const caseStudyHash = (text: CaseStudyText): string =>
  createHash('sha256').update(JSON.stringify([text.title, text.challenge, text.approach, text.outcome, text.figures.map((figure) => [figure.value, figure.label])])).digest('hex');

export type CaseStudyDecision = 'approved' | 'declined' | 'withdrawn';

/** The charity's moves: approve or decline a pending one; withdraw an approved one. */
export function mayDecide(state: CaseStudyState, decision: CaseStudyDecision): boolean {
  return decision === 'withdrawn' ? state === 'approved' : state === 'pending';
}
