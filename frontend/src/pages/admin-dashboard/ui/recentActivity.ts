import { ADMIN_ACTIVITY_LABELS, ADMIN_RECENT_ACTIVITY_COUNT, FORM_SUBMISSION_TYPE_LABELS } from '@contracts';
import type { AdminCharityRow } from '@contracts';
import type { AdminProject, CharityWaitingListEntry, ConsultantApplication, ConsultantWaitingListEntry, FormSubmission, PricingEnquiry, RegisteredConsultant } from '@/entities/admin';

export interface ActivityItem {
  key: string;
  kind: string;
  who: string;
  email: string;
  at: string;
}

/** The newest registered accounts, applications and projects (issue 16), as activity entries. */
export function accountActivity(
  charityAccounts: readonly Pick<AdminCharityRow, 'id' | 'organisation' | 'contactName' | 'email' | 'registeredAt'>[],
  consultantAccounts: readonly Pick<RegisteredConsultant, 'id' | 'name' | 'email' | 'createdAt'>[],
  applications: readonly Pick<ConsultantApplication, 'id' | 'user'>[],
  projects: readonly Pick<AdminProject, 'id' | 'title' | 'createdAt' | 'charity'>[],
): ActivityItem[] {
  return [
    ...charityAccounts.map((row) => ({ key: `a${row.id}`, kind: ADMIN_ACTIVITY_LABELS.charityAccount, who: row.organisation || row.contactName, email: row.email, at: row.registeredAt })),
    ...consultantAccounts.map((row) => ({ key: `r${row.id}`, kind: ADMIN_ACTIVITY_LABELS.consultantAccount, who: row.name, email: row.email, at: row.createdAt })),
    ...applications.map((row) => ({ key: `p${row.id}`, kind: ADMIN_ACTIVITY_LABELS.application, who: row.user.name, email: row.user.email, at: row.user.createdAt })),
    ...projects.map((row) => ({ key: `j${row.id}`, kind: ADMIN_ACTIVITY_LABELS.project, who: `${row.title} (${row.charity?.name ?? '—'})`, email: row.charity?.contactEmail ?? '', at: row.createdAt })),
  ];
}

/** Pricing enquiries (issue 16): stored apart from the form submissions, so they join the activity here. */
export function pricingEnquiryActivity(enquiries: readonly Pick<PricingEnquiry, 'id' | 'fullName' | 'organisationName' | 'email' | 'createdAt'>[]): ActivityItem[] {
  return enquiries.map((row) => ({
    key: `e${row.id}`,
    kind: ADMIN_ACTIVITY_LABELS.pricingEnquiry,
    who: row.organisationName ? `${row.fullName} (${row.organisationName})` : row.fullName,
    email: row.email,
    at: row.createdAt,
  }));
}

/** The Overview tab: the newest sign-ups, accounts, applications, projects and enquiries of every kind, 10 on one page (spec 001 §9). */
export function recentActivity(
  charities: readonly Pick<CharityWaitingListEntry, 'id' | 'charityName' | 'email' | 'createdAt'>[],
  consultants: readonly Pick<ConsultantWaitingListEntry, 'id' | 'fullName' | 'email' | 'createdAt'>[],
  submissions: readonly Pick<FormSubmission, 'id' | 'formType' | 'enquirerName' | 'enquirerEmail' | 'submittedAt'>[],
  others: readonly ActivityItem[] = [],
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...charities.map((entry) => ({ key: `c${entry.id}`, kind: ADMIN_ACTIVITY_LABELS.charityWaitingList, who: entry.charityName, email: entry.email, at: entry.createdAt })),
    ...consultants.map((entry) => ({ key: `k${entry.id}`, kind: ADMIN_ACTIVITY_LABELS.consultantWaitingList, who: entry.fullName, email: entry.email, at: entry.createdAt })),
    ...submissions.map((entry) => ({
      key: `s${entry.id}`,
      kind: FORM_SUBMISSION_TYPE_LABELS[entry.formType] ?? entry.formType,
      who: entry.enquirerName,
      email: entry.enquirerEmail,
      at: entry.submittedAt,
    })),
    ...others,
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, ADMIN_RECENT_ACTIVITY_COUNT);
}
