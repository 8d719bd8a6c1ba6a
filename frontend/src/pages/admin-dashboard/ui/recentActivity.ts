import { ADMIN_RECENT_ACTIVITY_COUNT, FORM_SUBMISSION_TYPE_LABELS } from '@contracts';
import type { CharityWaitingListEntry, ConsultantWaitingListEntry, FormSubmission } from '@/entities/admin';

export interface ActivityItem {
  key: string;
  kind: string;
  who: string;
  email: string;
  at: string;
}

/** The Overview tab: the newest sign-ups and submissions of every kind, 10 on one page (spec 001 §9). */
export function recentActivity(
  charities: readonly Pick<CharityWaitingListEntry, 'id' | 'charityName' | 'email' | 'createdAt'>[],
  consultants: readonly Pick<ConsultantWaitingListEntry, 'id' | 'fullName' | 'email' | 'createdAt'>[],
  submissions: readonly Pick<FormSubmission, 'id' | 'formType' | 'enquirerName' | 'enquirerEmail' | 'submittedAt'>[],
): ActivityItem[] {
  const items: ActivityItem[] = [
    ...charities.map((entry) => ({ key: `c${entry.id}`, kind: 'Charity Signup', who: entry.charityName, email: entry.email, at: entry.createdAt })),
    ...consultants.map((entry) => ({ key: `k${entry.id}`, kind: 'Consultant Signup', who: entry.fullName, email: entry.email, at: entry.createdAt })),
    ...submissions.map((entry) => ({
      key: `s${entry.id}`,
      kind: FORM_SUBMISSION_TYPE_LABELS[entry.formType] ?? entry.formType,
      who: entry.enquirerName,
      email: entry.enquirerEmail,
      at: entry.submittedAt,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, ADMIN_RECENT_ACTIVITY_COUNT);
}
