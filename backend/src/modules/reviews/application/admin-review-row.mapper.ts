import type { AdminReviewRow } from '../../../contracts';
import { scoreOf } from '../domain/review-rules';
import type { AdminReviewDbRow } from '../infrastructure/review.repository';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** What the team's review list shows of one review: its score, both texts and whether it is hidden. */
export function toAdminReviewRow(row: AdminReviewDbRow): AdminReviewRow {
  const score = row.side === 'charity' ? scoreOf({ expertise: row.expertise ?? 0, communication: row.communication ?? 0, impact: row.impact ?? 0 }) : (row.rating ?? 0);
  return {
    id: row.id,
    projectId: row.projectId,
    projectTitle: row.projectTitle,
    side: row.side,
    state: row.hiddenAt ? 'hidden' : row.publishedAt ? 'published' : 'pending',
    consultantId: row.consultantId,
    consultantName: row.consultantName,
    charityName: row.charityName,
    score,
    text: row.text,
    anonymous: row.anonymous,
    submittedAt: row.submittedAt.toISOString(),
    publishedAt: iso(row.publishedAt),
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenReason,
    reply: row.replyText,
  };
}
