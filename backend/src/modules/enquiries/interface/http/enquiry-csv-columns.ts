import type { CsvColumn } from '../../../../common/http/csv';
import {
  CHARITY_EXPERIENCE_LABELS,
  CharityExperienceLevel,
  CharityWaitingListEntry,
  ConsultantWaitingListEntry,
  CURRENT_CONSULTING_LABELS,
  CurrentConsulting,
  FormSubmissionView,
  PricingEnquiryView,
  ORGANISATION_SIZE_LABELS,
  WAITING_LIST_AVAILABILITY_LABELS,
  WaitingListAvailability,
} from '../../../../contracts';

/** The CSV exports' columns: the admin screens' fields with their labels, dates as ISO 8601 UTC. */
export const CHARITY_WAITING_LIST_CSV: readonly CsvColumn<CharityWaitingListEntry>[] = [
  { header: 'Charity name', value: (row) => row.charityName },
  { header: 'Contact name', value: (row) => row.contactName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Charity size', value: (row) => ORGANISATION_SIZE_LABELS[row.charitySize] },
  { header: 'Primary need', value: (row) => row.primaryNeed },
  { header: 'Current challenges', value: (row) => row.currentChallenges },
  { header: 'Joined', value: (row) => row.createdAt },
  { header: 'Last updated', value: (row) => row.updatedAt },
];

export const CONSULTANT_WAITING_LIST_CSV: readonly CsvColumn<ConsultantWaitingListEntry>[] = [
  { header: 'Full name', value: (row) => row.fullName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Current role', value: (row) => row.currentRole },
  { header: 'Years of experience', value: (row) => row.yearsExperience },
  { header: 'Expertise areas', value: (row) => row.expertiseAreas },
  { header: 'Charity experience', value: (row) => CHARITY_EXPERIENCE_LABELS[row.charityExperience as CharityExperienceLevel] ?? row.charityExperience },
  { header: 'Availability', value: (row) => WAITING_LIST_AVAILABILITY_LABELS[row.availability as WaitingListAvailability] ?? row.availability },
  { header: 'Currently consulting', value: (row) => CURRENT_CONSULTING_LABELS[row.currentConsulting as CurrentConsulting] ?? row.currentConsulting },
  { header: 'Motivations', value: (row) => row.motivations },
  { header: 'Joined', value: (row) => row.createdAt },
  { header: 'Last updated', value: (row) => row.updatedAt },
];

const FORM_TYPE_LABELS: Record<FormSubmissionView['formType'], string> = { get_matched: 'Get Matched', introduction_request: 'Introduction Request' };

export const FORM_SUBMISSIONS_CSV: readonly CsvColumn<FormSubmissionView>[] = [
  { header: 'Form', value: (row) => FORM_TYPE_LABELS[row.formType] },
  { header: 'Name', value: (row) => row.enquirerName },
  { header: 'Email', value: (row) => row.enquirerEmail },
  { header: 'Charity', value: (row) => row.charityName },
  { header: 'Consultant requested', value: (row) => row.consultantName },
  { header: 'Message', value: (row) => row.messageContent },
  { header: 'Submitted', value: (row) => row.submittedAt },
];

export const PRICING_ENQUIRIES_CSV: readonly CsvColumn<PricingEnquiryView>[] = [
  { header: 'Name', value: (row) => row.fullName },
  { header: 'Organisation', value: (row) => row.organisationName },
  { header: 'Email', value: (row) => row.email },
  { header: 'Support needed', value: (row) => row.supportNeeded },
  { header: 'Received', value: (row) => row.createdAt },
];
