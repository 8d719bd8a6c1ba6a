/**
 * What the server writes into index.html (`<script id="app-boot" type="application/json">`) when it serves
 * the web app, so the first render knows the configuration and the visitor's session without a request.
 */
export interface BootData {
  brandName: string;
  /** Whether the request that loaded the page carried a live session (the client skips its first /api/auth/user when false). */
  signedIn: boolean;
  /** Public contact details from configuration; a missing key means "not configured: leave the element out". */
  contact: {
    phone?: string;
    email?: string;
    linkedinUrl?: string;
    founderName?: string;
    founderBio?: string;
    companySiteUrl?: string;
  };
  /** D19: how long personal data is kept, from configuration, so the privacy page states the real periods. */
  retention: RetentionPeriods;
}

export interface RetentionPeriods {
  enquiryMonths: number;
  visitMonths: number;
  sentMailBodyDays: number;
}

export const BOOT_DATA_ELEMENT_ID = 'app-boot';
