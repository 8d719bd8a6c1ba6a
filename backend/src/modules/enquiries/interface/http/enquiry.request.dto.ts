import {
  ENQUIRY_NAME_MIN_LENGTH,
  EnquiryRequest,
  GET_MATCHED_MESSAGES as GM,
  PRICING_ENQUIRY_MESSAGES as PM,
  PUBLIC_FORM_MAX_LENGTH as MAX,
  SUPPORT_NEEDED_MIN_LENGTH,
} from '../../../../contracts';
import { EmailAddress, TextOfLength } from './public-form-fields';

/** POST /api/pricing-enquiry (spec 000 §5, 001 §5): names of at least 2 characters. */
export class PricingEnquiryRequestDto implements EnquiryRequest {
  @TextOfLength(ENQUIRY_NAME_MIN_LENGTH, MAX.name, PM.fullName)
  fullName: string;

  @TextOfLength(ENQUIRY_NAME_MIN_LENGTH, MAX.name, PM.organisationName)
  organisationName: string;

  @EmailAddress(PM.email)
  email: string;

  @TextOfLength(SUPPORT_NEEDED_MIN_LENGTH, MAX.text, PM.supportNeeded)
  supportNeeded: string;
}

/** POST /api/get-matched (spec 000 §5, 001 §5): names only required (not blank), its own messages. */
export class GetMatchedRequestDto implements EnquiryRequest {
  @TextOfLength(1, MAX.name, GM.fullName)
  fullName: string;

  @TextOfLength(1, MAX.name, GM.organisationName)
  organisationName: string;

  @EmailAddress(GM.email)
  email: string;

  @TextOfLength(SUPPORT_NEEDED_MIN_LENGTH, MAX.text, GM.supportNeeded)
  supportNeeded: string;
}
