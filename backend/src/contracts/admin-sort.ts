/**
 * Server-side sorting of the admin lists (issue 10): `?sort=<key>&order=asc|desc`. Each list accepts only its
 * own keys (anything else is 400); a key is the name of the field it sorts in the rows the list answers (`name` on
 * the stale-availability list: the full name), and a table column carries it as its `key`. Without `sort` a list
 * keeps its default order; `sort` alone sorts ascending.
 */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const ADMIN_SORT_KEYS = {
  consultantApplications: ['createdAt', 'name', 'yearsExperience'],
  registeredConsultants: ['createdAt', 'name', 'email', 'username', 'organisation', 'isApproved'],
  preListedConsultants: ['name', 'email'],
  charityWaitingList: ['createdAt', 'charityName', 'contactName', 'charitySize'],
  consultantWaitingList: ['createdAt', 'fullName', 'currentRole'],
  formSubmissions: ['submittedAt', 'formType', 'enquirerName'],
  introductionRequests: ['createdAt', 'charityName', 'status', 'statusChangedAt'],
  adminProjects: ['createdAt', 'title', 'status'],
  membershipRequests: ['createdAt', 'type', 'status'],
  pricingEnquiries: ['createdAt', 'fullName', 'organisationName'],
  signedTerms: ['termsAcceptedAt', 'name', 'role', 'termsVersion'],
  auditLog: ['createdAt', 'action'],
  staleAvailability: ['availabilityConfirmedAt', 'name', 'reminderSentAt'],
  needs: ['createdAt', 'state', 'stateChangedAt', 'organisation'],
  adminReviews: ['submittedAt', 'publishedAt', 'score'],
  adminCharities: ['registeredAt', 'organisation', 'membershipTier', 'membershipExpiry', 'lastSignInAt'],
} as const;
export type AdminSortList = keyof typeof ADMIN_SORT_KEYS;
export type AdminSortKey<List extends AdminSortList> = (typeof ADMIN_SORT_KEYS)[List][number];

export const ADMIN_SORT_MESSAGES = {
  sortInvalid: (keys: readonly string[]) => `Sort must be one of: ${keys.join(', ')}`,
  orderInvalid: "Order must be 'asc' or 'desc'",
} as const;
