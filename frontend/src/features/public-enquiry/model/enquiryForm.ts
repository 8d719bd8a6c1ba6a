import {
  GET_MATCHED_MESSAGES,
  PRICING_ENQUIRY_MESSAGES,
  ENQUIRY_NAME_MIN_LENGTH,
  SUPPORT_NEEDED_MIN_LENGTH,
  type EnquiryRequest,
} from '@contracts';
import { isPlausibleEmail } from '@/shared/lib';
import { minLength, type FieldErrors } from '@/shared/ui';
import type { EnquiryKind } from '../api/enquiryApi';

export type EnquiryValues = { [K in keyof EnquiryRequest]: string };

export const EMPTY_ENQUIRY: EnquiryValues = { fullName: '', organisationName: '', email: '', supportNeeded: '' };

/**
 * The two forms share fields but not rules: pricing wants two characters per name, get-matched only
 * something (spec 000 §5), and each has its own messages.
 */
export function validateEnquiry(kind: EnquiryKind, values: EnquiryValues): FieldErrors<EnquiryValues> {
  const messages = kind === 'pricing' ? PRICING_ENQUIRY_MESSAGES : GET_MATCHED_MESSAGES;
  const nameLength = kind === 'pricing' ? ENQUIRY_NAME_MIN_LENGTH : 1;
  const errors: FieldErrors<EnquiryValues> = {};
  if (!minLength(values.fullName, nameLength)) errors.fullName = messages.fullName;
  if (!minLength(values.organisationName, nameLength)) errors.organisationName = messages.organisationName;
  if (!isPlausibleEmail(values.email)) errors.email = messages.email;
  if (!minLength(values.supportNeeded, SUPPORT_NEEDED_MIN_LENGTH)) errors.supportNeeded = messages.supportNeeded;
  return errors;
}

export function toEnquiryRequest(values: EnquiryValues): EnquiryRequest {
  return {
    fullName: values.fullName.trim(),
    organisationName: values.organisationName.trim(),
    email: values.email.trim(),
    supportNeeded: values.supportNeeded.trim(),
  };
}
