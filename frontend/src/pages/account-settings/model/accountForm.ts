import type { AccountView, UpdateAccountRequest } from '@contracts';
import { wholeNumberOr } from '@/shared/lib';

export type Account = AccountView;
export type AccountUpdate = UpdateAccountRequest;
type CharityUpdate = NonNullable<UpdateAccountRequest['charity']>;

const CONTACT_FIELDS = ['name', 'email', 'phone', 'bio', 'website', 'organisation'] as const;
const TEXT_ORG_FIELDS = ['registeredNumber', 'mission', 'primaryCause', 'location'] as const;
const NUMBER_ORG_FIELDS = ['revenue', 'employeeCount', 'foundingYear'] as const;

export type AccountFormValues = Record<(typeof CONTACT_FIELDS)[number], string> &
  Partial<Record<(typeof TEXT_ORG_FIELDS)[number] | (typeof NUMBER_ORG_FIELDS)[number], string>> & { currentPassword?: string };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function accountFormValues(account: Account): AccountFormValues {
  const values: AccountFormValues = {
    name: account.name,
    email: account.email,
    phone: text(account.phone),
    bio: text(account.bio),
    website: text(account.website),
    organisation: text(account.organisation),
  };
  if (account.charity) {
    for (const field of [...TEXT_ORG_FIELDS, ...NUMBER_ORG_FIELDS]) values[field] = text(account.charity[field]);
  }
  return values;
}

export const emailChanged = (account: Account, email: string | undefined) =>
  (email ?? '').trim().toLowerCase() !== account.email.trim().toLowerCase();

/**
 * The PATCH body: only fields whose value changed, trimmed; blank optional text clears (null); numbers
 * as whole numbers. The current password goes only with an e-mail change.
 */
export function toAccountUpdate(account: Account, values: AccountFormValues, now: Date = new Date()): AccountUpdate {
  const before = accountFormValues(account);
  const update: AccountUpdate = {};
  for (const field of CONTACT_FIELDS) {
    const value = (values[field] ?? '').trim();
    if (value === before[field].trim()) continue;
    if (field === 'name' || field === 'email') update[field] = value;
    else update[field] = value || null;
  }
  if (update.email !== undefined) update.currentPassword = values.currentPassword ?? '';

  if (account.charity) {
    const charity: CharityUpdate = {};
    for (const field of TEXT_ORG_FIELDS) {
      const value = (values[field] ?? '').trim();
      if (value !== (before[field] ?? '').trim()) charity[field] = value || null;
    }
    for (const field of NUMBER_ORG_FIELDS) {
      const value = (values[field] ?? '').trim();
      // Blank falls back as at registration (spec 000 §2): 0, and the current year for the founding year.
      if (value !== (before[field] ?? '').trim()) charity[field] = wholeNumberOr(value, field === 'foundingYear' ? now.getFullYear() : 0);
    }
    if (Object.keys(charity).length > 0) update.charity = charity;
  }
  return update;
}
