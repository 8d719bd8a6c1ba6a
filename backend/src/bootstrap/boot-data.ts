import type { Request } from 'express';

import { SENT_MAIL_BODY_RETENTION_DAYS, VISIT_RETENTION_MONTHS } from '../contracts';
import type { BootData } from '../contracts';
import type { AppConfig } from '../config/app-config';

/** The boot block for one page load: the configured details plus whether this request is signed in. */
export function bootDataFor(config: Pick<AppConfig, 'brandName' | 'publicContact' | 'enquiryRetentionMonths'>, req: Request): BootData {
  // The session middleware ran before the SPA router, so `req.user` is the live session's user (or absent).
  const signedIn = Boolean((req as Request & { user?: unknown }).user);
  const retention = { enquiryMonths: config.enquiryRetentionMonths, visitMonths: VISIT_RETENTION_MONTHS, sentMailBodyDays: SENT_MAIL_BODY_RETENTION_DAYS };
  return { brandName: config.brandName, signedIn, contact: { ...config.publicContact }, retention };
}

/** JSON that is safe inside a <script> element: no `</script>`, no HTML comment openers, no U+2028/2029 surprises. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
