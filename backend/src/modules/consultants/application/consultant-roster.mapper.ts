import type { ConsultantApplicationView, PreListedConsultantView, RegisteredConsultantView } from '../../../contracts';
import { rawBool, rawIso, rawJsonList } from '../../../database/raw-values';
import type { RosterRow } from '../infrastructure/consultant-roster.repository';

/** The roster entry other modules build on (the credentials grid): account flags, no profile texts. */
export interface RosterEntry {
  consultantId: number;
  userId: number;
  name: string;
  email: string;
  username: string;
  isApproved: boolean;
  mustChangePassword: boolean;
  hasAcceptedTerms: boolean;
}

/* Field by field (whitelists): a column added later reaches no admin JSON unless listed here. */

export const toApplicationView = (row: RosterRow): ConsultantApplicationView => ({
  id: Number(row.id),
  user: {
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    organisation: row.organisation ?? null,
    website: row.website ?? null,
    bio: row.bio ?? null,
    createdAt: rawIso(row.createdAt) ?? '',
  },
  yearsExperience: Number(row.yearsExperience),
  expertise: rawJsonList(row.expertise),
  linkedin: row.linkedin ?? null,
  availability: rawBool(row.availability),
  profileSummary: row.profileSummary ?? null,
  previousExperience: row.previousExperience ?? null,
});

export const toRegisteredView = (row: RosterRow): RegisteredConsultantView => ({
  id: Number(row.id),
  userId: Number(row.userId),
  name: row.name,
  email: row.email,
  username: row.username,
  organisation: row.organisation ?? null,
  isApproved: rawBool(row.isApproved),
  mustChangePassword: rawBool(row.mustChangePassword),
  hasAcceptedTerms: rawBool(row.hasAcceptedTerms),
  yearsExperience: Number(row.yearsExperience),
  expertise: rawJsonList(row.expertise),
  createdAt: rawIso(row.createdAt) ?? '',
});

export const toPreListedView = (row: RosterRow): PreListedConsultantView => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  expertise: rawJsonList(row.expertise),
  requiresPasswordChange: rawBool(row.mustChangePassword),
  hasAcceptedTerms: rawBool(row.hasAcceptedTerms),
});

export const toRosterEntry = (row: RosterRow): RosterEntry => ({
  consultantId: Number(row.id),
  userId: Number(row.userId),
  name: row.name,
  email: row.email,
  username: row.username,
  isApproved: rawBool(row.isApproved),
  mustChangePassword: rawBool(row.mustChangePassword),
  hasAcceptedTerms: rawBool(row.hasAcceptedTerms),
});
