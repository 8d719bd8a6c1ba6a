export const EXPERTISE_KEYS = [
  'finance',
  'marketing',
  'fundraising',
  'strategy',
  'operations',
  'technology',
  'legal',
  'hr',
  'governance',
  'other',
] as const;
export type ExpertiseKey = (typeof EXPERTISE_KEYS)[number];

/** Category labels (spec 000 §3 "Labels"). */
export const EXPERTISE_LABELS: Record<ExpertiseKey, string> = {
  finance: 'Finance & Accounting',
  marketing: 'Marketing & Communications',
  fundraising: 'Fundraising',
  strategy: 'Strategic Planning',
  operations: 'Operations',
  technology: 'Technology & Digital',
  legal: 'Legal & Compliance',
  hr: 'Human Resources',
  governance: 'Governance',
  other: 'Other Specialties',
};

/** Directory card titles by first expertise (spec 000 §2 "Consultant directory"). */
export const ROLE_TITLES: Record<ExpertiseKey, string> = {
  finance: 'Finance Director',
  strategy: 'Strategy Consultant',
  fundraising: 'Fundraising Specialist',
  marketing: 'Marketing Director',
  operations: 'Operations Director',
  hr: 'HR Director',
  technology: 'Technology Director',
  legal: 'Legal Advisor',
  governance: 'Governance Specialist',
  other: 'Consultant',
};
export const DEFAULT_ROLE_TITLE = 'Consultant';

export function roleTitleFor(expertise: readonly string[] | undefined | null): string {
  const first = expertise?.[0] as ExpertiseKey | undefined;
  return (first && ROLE_TITLES[first]) || DEFAULT_ROLE_TITLE;
}

export function isExpertiseKey(value: unknown): value is ExpertiseKey {
  return typeof value === 'string' && (EXPERTISE_KEYS as readonly string[]).includes(value);
}

/** Expertise keys as a person reads them, in a CSV cell or a mail ('finance' → 'Finance …'); an unknown key stays as given. */
export const expertiseLabels = (keys: readonly string[], separator = '; '): string => keys.map((key) => EXPERTISE_LABELS[key as ExpertiseKey] ?? key).join(separator);
