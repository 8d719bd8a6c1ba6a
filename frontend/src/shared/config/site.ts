import { BOOT_DATA_ELEMENT_ID, type BootData, DEFAULT_ENQUIRY_RETENTION_MONTHS, type RetentionPeriods, SENT_MAIL_BODY_RETENTION_DAYS, VISIT_RETENTION_MONTHS } from '@contracts';

/**
 * Company details and the first-load session hint come from the server's boot block (BootData), written
 * into index.html per request. Nothing here is hard-coded: a detail the operator did not configure is
 * undefined and the element showing it is left out.
 */
export type SiteContact = BootData['contact'];

let cached: { source: string | null; data: Partial<BootData> } | undefined;

function readBootData(doc: Document | undefined = globalThis.document): Partial<BootData> {
  const source = doc?.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent ?? null;
  if (cached && cached.source === source) return cached.data;
  let data: Partial<BootData> = {};
  try {
    // Served by anything but the backend (dev server, static preview) the placeholder is still there.
    if (source && !source.trim().startsWith('%')) data = JSON.parse(source) as Partial<BootData>;
  } catch {
    data = {};
  }
  cached = { source, data };
  return data;
}

/** The configured contact details (each one optional). */
export function siteContact(): SiteContact {
  return readBootData().contact ?? {};
}

/** D19: the retention periods the server is configured with (the defaults when the page did not come from it). */
export function retentionPeriods(): RetentionPeriods {
  return readBootData().retention ?? { enquiryMonths: DEFAULT_ENQUIRY_RETENTION_MONTHS, visitMonths: VISIT_RETENTION_MONTHS, sentMailBodyDays: SENT_MAIL_BODY_RETENTION_DAYS };
}

/**
 * What the server knew about the session when it served the page: true, false, or undefined when the
 * page did not come from the backend (then the client has to ask /api/auth/user).
 */
export function bootSignedIn(): boolean | undefined {
  const value = readBootData().signedIn;
  return typeof value === 'boolean' ? value : undefined;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
