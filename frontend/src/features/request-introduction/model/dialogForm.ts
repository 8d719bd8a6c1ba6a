import {
  INTRODUCTION_DESCRIPTION_MIN_LENGTH,
  INTRODUCTION_MESSAGES,
  INTRODUCTION_NAME_MIN_LENGTH,
  type IntroductionDialogRequest,
} from '@contracts';
import { isPlausibleEmail } from '@/shared/lib';

// A type, not an interface: usePlainForm needs the index signature only a type alias gets implicitly.
export type DialogFormValues = {
  charityName: string;
  contactName: string;
  email: string;
  phone: string;
  projectDescription: string;
  expertiseNeeded: string;
  timeline: string;
};

export type DialogFormErrors = Partial<Record<keyof DialogFormValues, string>>;

export const EMPTY_DIALOG_FORM: DialogFormValues = {
  charityName: '',
  contactName: '',
  email: '',
  phone: '',
  projectDescription: '',
  expertiseNeeded: '',
  timeline: '',
};


/** The dialog's rules and messages (spec 000 §5 "Introduction dialog"); the server checks the same. */
export function validateDialogForm(values: DialogFormValues): DialogFormErrors {
  const errors: DialogFormErrors = {};
  if (values.charityName.trim().length < INTRODUCTION_NAME_MIN_LENGTH) errors.charityName = INTRODUCTION_MESSAGES.charityNameRequired;
  if (values.contactName.trim().length < INTRODUCTION_NAME_MIN_LENGTH) errors.contactName = INTRODUCTION_MESSAGES.contactNameRequired;
  if (!isPlausibleEmail(values.email)) errors.email = INTRODUCTION_MESSAGES.validEmailRequired;
  if (values.projectDescription.trim().length < INTRODUCTION_DESCRIPTION_MIN_LENGTH) {
    errors.projectDescription = INTRODUCTION_MESSAGES.descriptionRequired;
  }
  if (!values.expertiseNeeded) errors.expertiseNeeded = INTRODUCTION_MESSAGES.expertiseRequired;
  if (!values.timeline) errors.timeline = INTRODUCTION_MESSAGES.timelineRequired;
  return errors;
}

export function toDialogRequest(values: DialogFormValues, consultantId?: number): IntroductionDialogRequest {
  return {
    charityName: values.charityName.trim(),
    contactName: values.contactName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    projectDescription: values.projectDescription.trim(),
    expertiseNeeded: values.expertiseNeeded,
    timeline: values.timeline,
    ...(consultantId ? { consultantId } : {}),
  };
}
