import {
  CHARITY_EXPERIENCE_LEVELS,
  CharityWaitingListRequest,
  ConsultantWaitingListRequest,
  CURRENT_CONSULTING_OPTIONS,
  MEMBERSHIP_TIERS,
  PUBLIC_FORM_MAX_LENGTH as MAX,
  WAITING_LIST_AVAILABILITY,
  WAITING_LIST_EXPERTISE_MIN_LENGTH,
  WAITING_LIST_MESSAGES as M,
  WAITING_LIST_NAME_MIN_LENGTH as NAME_MIN,
} from '../../../../contracts';
import { OptionalText } from '../../../../common/http/field-rules';
import { EmailAddress, OneOf, TextOfLength } from './public-form-fields';

/** POST /api/waiting-list/charity (spec 000 §5, 001 §5). charitySize uses D9's one set of bands. */
export class CharityWaitingListRequestDto implements CharityWaitingListRequest {
  @TextOfLength(NAME_MIN, MAX.name, M.charityName)
  charityName: string;

  @TextOfLength(NAME_MIN, MAX.name, M.contactName)
  contactName: string;

  @EmailAddress(M.email)
  email: string;

  @OptionalText(MAX.phone)
  phone?: string | null;

  @OneOf(MEMBERSHIP_TIERS, M.charitySize)
  charitySize: string;

  @OptionalText(MAX.text)
  primaryNeed?: string | null;

  @OptionalText(MAX.text)
  currentChallenges?: string | null;
}

/** POST /api/waiting-list/consultant (spec 000 §5, 001 §5). yearsExperience is free text ('5+', '10 years'). */
export class ConsultantWaitingListRequestDto implements ConsultantWaitingListRequest {
  @TextOfLength(NAME_MIN, MAX.name, M.fullName)
  fullName: string;

  @EmailAddress(M.email)
  email: string;

  @OptionalText(MAX.phone)
  phone?: string | null;

  @TextOfLength(NAME_MIN, MAX.shortText, M.currentRole)
  currentRole: string;

  @TextOfLength(1, MAX.yearsExperience, M.yearsExperience)
  yearsExperience: string;

  @TextOfLength(WAITING_LIST_EXPERTISE_MIN_LENGTH, MAX.text, M.expertiseAreas)
  expertiseAreas: string;

  @OneOf(CHARITY_EXPERIENCE_LEVELS, M.charityExperience)
  charityExperience: string;

  @OneOf(WAITING_LIST_AVAILABILITY, M.availability)
  availability: string;

  @OptionalText(MAX.text)
  motivations?: string | null;

  @OneOf(CURRENT_CONSULTING_OPTIONS, M.currentConsulting)
  currentConsulting: string;
}
