/** Introduction requests (spec 000 §2 dialog, §3 payloads, §5 rules). */
export const INTRODUCTION_TIMELINES = ['urgent', 'soon', 'flexible', 'planning'] as const;
export type IntroductionTimeline = (typeof INTRODUCTION_TIMELINES)[number];

export const INTRODUCTION_TIMELINE_LABELS: Record<IntroductionTimeline, string> = {
  urgent: 'Urgent (within 1 week)',
  soon: 'Soon (1-4 weeks)',
  flexible: 'Flexible (1-3 months)',
  planning: 'Planning (3+ months)',
};

export const INTRODUCTION_NAME_MIN_LENGTH = 2;
export const INTRODUCTION_DESCRIPTION_MIN_LENGTH = 10;
/** Column widths of introduction_requests / form_submissions. */
export const INTRODUCTION_FIELD_MAX_LENGTH = { name: 200, email: 255, phone: 50, text: 5000 } as const;

export const INTRODUCTION_MESSAGES = {
  charityNameRequired: 'Charity name is required',
  contactNameRequired: 'Contact name is required',
  validEmailRequired: 'Valid email address is required',
  descriptionRequired: 'Please provide at least a brief description',
  expertiseRequired: 'Please select an expertise area',
  timelineRequired: 'Please select a timeline',
  nameRequired: 'Your name is required',
  emailRequired: 'Your email is required',
  messageRequired: 'A message is required',
} as const;

/** Status of a new request (spec 000 §4: further transitions not shown). */
export const INTRODUCTION_STATUS_PENDING = 'pending';

/** Expertise options of the introduction dialog, in the spec's order; hr is shown 'HR & People' (spec 000 §2). */
export const INTRODUCTION_EXPERTISE_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'finance', label: 'Finance' },
  { value: 'fundraising', label: 'Fundraising' },
  { value: 'strategy', label: 'Strategy' },
  { value: 'operations', label: 'Operations' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'technology', label: 'Technology' },
  { value: 'hr', label: 'HR & People' },
  { value: 'legal', label: 'Legal' },
  { value: 'governance', label: 'Governance' },
  { value: 'other', label: 'Other' },
];

/** The alerts and toasts of both introduction forms (spec 000 §2, §8). */
export const INTRODUCTION_TEXTS = {
  modalSuccess: 'Introduction request sent successfully!',
  modalFailure: 'Failed to send introduction request. Please try again.',
  dialogReceived: 'Request Received!',
  dialogReceivedHint: "We'll be in touch within 24 hours to facilitate your introduction.",
  dialogSuccess: { title: 'Request submitted successfully', description: "We'll be in touch within 24 hours to facilitate your introduction." },
  dialogFailureTitle: 'Error submitting request',
  /** Spec 000 §8's fallback when the answer carries no message of its own. */
  dialogFailureFallback: 'Failed to submit request',
} as const;
