export const LOGIN_MAX_FAILED_ATTEMPTS = 5;
export const DEFAULT_LOCKOUT_MINUTES = 15;
export const LOGIN_WARNING_AFTER_FAILURES = 2;
export const LOGIN_MULTIPLE_FAILURES_AT = 3;

export const USERNAME_MIN_LENGTH = 3;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** Every password the server accepts for storage (DECISIONS D3). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
/** log2 of scrypt's N for password hashes (DECISIONS D3: N ≥ 2^17); the floor in production. */
export const PASSWORD_HASH_COST = 17;
export const TEMP_PASSWORD_LENGTH = 12;
export const RESET_TOKEN_VALID_MINUTES = 60;

export const WIZARD_STEPS = 4;
export const PASSWORD_STRENGTH_STEP = 25;
export const PASSWORD_STRENGTH_MEDIUM_AT = 50;
export const PASSWORD_STRENGTH_STRONG_AT = 75;

export const AVATAR_MAX_INITIALS = 2;

export const REDIRECT_DELAY_APPLICATION_MS = 2000;
export const REDIRECT_DELAY_RESET_MS = 3000;
export const REDIRECT_DELAY_ONBOARDING_MS = 1500;
export const LOGOUT_RELOAD_DELAY_MS = 100;
export const TOAST_DURATION_MS = 5000;

export const DEFAULT_TERMS_VERSION = '1.0';
export const TERMS_LAST_UPDATED = 'December 2024';
export const POPUP_TERMS_LAST_UPDATED = '24 June 2025';

export const REVIEW_BUSINESS_DAYS = '2 to 3 business days';
export const MIN_CONSULTANT_EXPERIENCE_YEARS = 5;

// Registration, application and profile fields (spec 000 §2, §5): the request DTOs and the screens both
// read these, so the screens stop at the limits the server checks.
/** Usernames: letters, numbers, dots, dashes, underscores and @ (same rule as the registration DTOs). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
export const ACCOUNT_FIELD_MAX_LENGTH = {
  username: 100,
  email: 255,
  name: 200,
  organisation: 200,
  phone: 50,
  website: 500,
  bio: 5000,
} as const;
export const CHARITY_FIELD_MAX_LENGTH = { registeredNumber: 100, mission: 5000, primaryCause: 200, location: 200 } as const;
export const CONSULTANT_FIELD_MAX_LENGTH = { linkedin: 500, profileText: 5000 } as const;
export const PRE_LISTED_NAME_MIN_LENGTH = 2;
/** Login accepts a little more than registration stores, so old or odd accounts can still sign in. */
export const LOGIN_FIELD_MAX_LENGTH = { username: 100, password: 200 } as const;
export const RESET_TOKEN_MAX_LENGTH = 200;
export const USER_AGENT_MAX_LENGTH = 1000;
export const MAX_REVENUE = 2_000_000_000;
export const MAX_EMPLOYEE_COUNT = 10_000_000;
export const MIN_FOUNDING_YEAR = 1000;
export const MAX_YEARS_EXPERIENCE = 80;

/** The application's terms and privacy links open /terms-popup and /privacy-popup in a window this size. */
export const LEGAL_POPUP_WIDTH = 800;
export const LEGAL_POPUP_HEIGHT = 600;
/** The privacy policy's date (the spec gives none; it was written with the December 2024 terms). */
export const PRIVACY_LAST_UPDATED = 'December 2024';

/** Retry-After (seconds) on a 503 while the database is unreachable. */
export const DATABASE_OUTAGE_RETRY_AFTER_SECONDS = 5;
/**
 * Retry-After (seconds) on a 503 when a write kept losing to concurrent ones (deadlock, lock-wait timeout or a
 * Galera certification conflict, after every retry): the row is hot now and free again a moment later.
 */
export const WRITE_CONFLICT_RETRY_AFTER_SECONDS = 1;
/** When the accessibility statement (/accessibility, issue 19) was last reviewed; reviewed with every release. */
export const ACCESSIBILITY_LAST_REVIEWED = 'November 2026';
