import { ENQUIRY_BY_EMAIL_KIND_LABELS, EnquiryByEmail, FORM_SUBMISSION_TYPE_LABELS, INTRODUCTION_STATUS_LABELS, IntroductionStatus } from '../../../contracts';
import type { EnquiryByEmailRow } from '../infrastructure/enquiries-by-email.query';

/** One enquiry on the admin's charity page, labelled for reading. */
export function toEnquiryByEmail(row: EnquiryByEmailRow): EnquiryByEmail {
  const isForm = row.kind === 'form_submission';
  const isIntroduction = row.kind === 'introduction_request';
  return {
    kind: row.kind,
    // A form submission reads as its form ('Get Matched'); the key never reaches the screen.
    kindLabel: isForm && row.detail ? (FORM_SUBMISSION_TYPE_LABELS[row.detail] ?? ENQUIRY_BY_EMAIL_KIND_LABELS.form_submission) : ENQUIRY_BY_EMAIL_KIND_LABELS[row.kind],
    id: row.id,
    name: row.name,
    summary: row.summary,
    statusLabel: isIntroduction && row.detail ? (INTRODUCTION_STATUS_LABELS[row.detail as IntroductionStatus] ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
