import type { IntroductionRequestView } from '../../../contracts';
import type { IntroductionRequestEntity } from '../infrastructure/introduction-request.entity';

/** Field by field, so a column added later is not answered unless listed here. */
export function toIntroductionRequestView(row: IntroductionRequestEntity): IntroductionRequestView {
  return {
    id: row.id,
    charityName: row.charityName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone ?? null,
    projectDescription: row.projectDescription,
    expertiseNeeded: row.expertiseNeeded,
    timeline: row.timeline,
    consultantId: row.consultantId ?? null,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
