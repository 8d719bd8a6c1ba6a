/**
 * Company details shown in the header, footer and auth pages. They are configuration, not content:
 * change them here when the operating company's details change.
 */

/** The logo links to the company's own website (spec 000 §2 "Shared layout"). */
export const COMPANY_SITE_URL = 'https://charitybridge.example';

export const LINKEDIN_URL = 'https://www.linkedin.com/company/charitybridge';

/** Phone number in the form people dial; `tel:` links strip the spaces. */
export const CONTACT_PHONE = '+44 20 7946 0321';
export const CONTACT_EMAIL = 'hello@charitybridge.example';
export const SUPPORT_EMAIL = 'support@charitybridge.example';
/** Where "book a call with the founder" mails go. */
export const BOOKING_EMAIL = 'hello@charitybridge.example';

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
