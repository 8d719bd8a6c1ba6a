/** Public contact details from configuration (issue 8); an unset value is left out of the pages, never faked. */
export interface PublicContact {
  phone?: string;
  email?: string;
  linkedinUrl?: string;
  founderName?: string;
  /** A few sentences about the founder for About; unset, About says nothing about their career. */
  founderBio?: string;
  companySiteUrl?: string;
}

/**
 * What the server writes into index.html (`<script id="app-boot" type="application/json">`) when it serves
 * the web app, so the first render knows the configuration and the visitor's session without a request.
 */
export interface BootData {
  brandName: string;
  /** Whether the request that loaded the page carried a live session (the client skips its first /api/auth/user when false). */
  signedIn: boolean;
  /** Public contact details from configuration; a missing key means "not configured: leave the element out". */
  contact: PublicContact;
  /** D19: how long personal data is kept, from configuration, so the privacy page states the real periods. */
  retention: RetentionPeriods;
}

export interface RetentionPeriods {
  enquiryMonths: number;
  visitMonths: number;
  sentMailBodyDays: number;
}

export const BOOT_DATA_ELEMENT_ID = 'app-boot';
