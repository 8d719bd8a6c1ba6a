import type { CharityWaitingListEntry, ConsultantWaitingListEntry, FormSubmissionView, PricingEnquiryView } from '../../../contracts';
import type { CharityWaitingListEntity } from '../infrastructure/charity-waiting-list.entity';
import type { ConsultantWaitingListEntity } from '../infrastructure/consultant-waiting-list.entity';
import type { FormSubmissionEntity } from '../infrastructure/form-submission.entity';
import type { PricingEnquiryEntity } from '../infrastructure/pricing-enquiry.entity';
import type { WaitingListEntryBase } from '../infrastructure/waiting-list-entry.base';

/** Field by field, so a column added later is not answered unless listed here. */
const iso = (value: Date | string) => new Date(value).toISOString();

/** What both waiting lists answer about the person and the entry's times (an entry never updated was last touched when created). */
const contact = (row: WaitingListEntryBase) => ({ email: row.email, phone: row.phone ?? null });
const stamps = (row: WaitingListEntryBase) => ({ createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt ?? row.createdAt) });

export function toCharityWaitingListEntry(row: CharityWaitingListEntity): CharityWaitingListEntry {
  return {
    id: row.id,
    charityName: row.charityName,
    contactName: row.contactName,
    ...contact(row),
    charitySize: row.charitySize,
    primaryNeed: row.primaryNeed ?? null,
    currentChallenges: row.currentChallenges ?? null,
    ...stamps(row),
  };
}

export function toConsultantWaitingListEntry(row: ConsultantWaitingListEntity): ConsultantWaitingListEntry {
  return {
    id: row.id,
    fullName: row.fullName,
    ...contact(row),
    currentRole: row.currentRole,
    yearsExperience: row.yearsExperience,
    expertiseAreas: row.expertiseAreas,
    charityExperience: row.charityExperience,
    availability: row.availability,
    motivations: row.motivations ?? null,
    currentConsulting: row.currentConsulting,
    ...stamps(row),
  };
}

export function toFormSubmissionView(row: FormSubmissionEntity): FormSubmissionView {
  return {
    id: row.id,
    formType: row.formType,
    enquirerName: row.enquirerName,
    enquirerEmail: row.enquirerEmail,
    charityName: row.charityName ?? null,
    consultantName: row.consultantName ?? null,
    messageContent: row.messageContent ?? null,
    submittedAt: iso(row.submittedAt),
  };
}

export function toPricingEnquiryView(row: PricingEnquiryEntity): PricingEnquiryView {
  return {
    id: row.id,
    fullName: row.fullName,
    organisationName: row.organisationName,
    email: row.email,
    supportNeeded: row.supportNeeded,
    createdAt: iso(row.createdAt),
  };
}
