import { REVIEW_MESSAGES } from '../../../contracts';
import type { ReviewSide } from '../../../contracts';
import { NotFoundError } from '../../../kernel/domain-errors';
import type { ReviewParties } from '../infrastructure/project-party.query';

/** The caller's side of a project, or the 404 of a project they are not party to (admins included: D18 reviews are the parties'). */
export function sideOf(parties: ReviewParties | null, userId: number): { parties: ReviewParties & { consultantId: number }; side: ReviewSide } {
  if (parties && parties.consultantId !== null) {
    if (parties.charityUserId === userId) return { parties: { ...parties, consultantId: parties.consultantId }, side: 'charity' };
    if (parties.consultantUserId === userId) return { parties: { ...parties, consultantId: parties.consultantId }, side: 'consultant' };
  }
  throw new NotFoundError(REVIEW_MESSAGES.notFound);
}
