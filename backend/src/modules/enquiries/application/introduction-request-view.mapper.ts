import type { AdminIntroductionRequestView, ConsultantIntroductionView, ExpertiseKey, IntroductionDeclineReason, IntroductionRequestView, IntroductionStatus, IntroductionTimeline } from '../../../contracts';
import { EXPERTISE_LABELS, INTRODUCTION_STATUS_LABELS, INTRODUCTION_TIMELINE_LABELS } from '../../../contracts';
import { isOverdue } from '../domain/introduction-workflow';
import type { IntroductionRequestEntity } from '../infrastructure/introduction-request.entity';
import type { NamedIntroductionRow } from '../infrastructure/introduction-work.repository';

/**
 * The three views of an introduction request, in one place so a column is whitelisted once: the requester's
 * receipt, the admin's work view (the receipt plus the workflow fields) and the consultant's (no contact details).
 * Field by field, so a column added later is not answered unless listed here.
 */
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

/** The receipt's fields plus the workflow's, with the overdue flag computed against the clock. */
export function toAdminIntroductionView(row: NamedIntroductionRow, now: Date): AdminIntroductionRequestView {
  return {
    ...toIntroductionRequestView(row),
    consultantName: row.consultantName,
    status: row.status as IntroductionStatus,
    declineReason: (row.declineReason as IntroductionDeclineReason | null) ?? null,
    statusNote: row.statusNote ?? null,
    statusChangedAt: row.statusChangedAt ? new Date(row.statusChangedAt).toISOString() : null,
    overdue: isOverdue(row.status, new Date(row.createdAt), now),
  };
}

/** No e-mail, no phone (the team answers), labels instead of keys. */
export function toConsultantIntroductionView(row: IntroductionRequestEntity): ConsultantIntroductionView {
  return {
    id: row.id,
    charityName: row.charityName,
    contactName: row.contactName,
    projectDescription: row.projectDescription,
    expertise: EXPERTISE_LABELS[row.expertiseNeeded as ExpertiseKey] ?? (row.expertiseNeeded || 'Not given'),
    timeline: INTRODUCTION_TIMELINE_LABELS[row.timeline as IntroductionTimeline] ?? (row.timeline || 'Not given'),
    status: row.status,
    statusLabel: INTRODUCTION_STATUS_LABELS[row.status as IntroductionStatus] ?? row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
