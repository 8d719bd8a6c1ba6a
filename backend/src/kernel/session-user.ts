import type { UserRole } from '../contracts';

/** What guards and handlers know about the caller: loaded fresh from the database on every request. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  name: string;
  role: UserRole;
  isAdmin: boolean;
  isConsultant: boolean;
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
  termsVersion: string | null;
  organisation: string | null;
  /** The 'about you' text of registration and application; shown as a consultant's professional background. */
  bio: string | null;
}
