import { INTRODUCTION_MESSAGES, type DirectoryConsultant, type IntroductionModalRequest } from '@contracts';
import { isPlausibleEmail } from '@/shared/lib';

// A type, not an interface: usePlainForm needs the index signature only a type alias gets implicitly.
export type ModalFormValues = {
  requesterName: string;
  requesterEmail: string;
  requesterOrganisation: string;
  message: string;
};

export type ModalFormErrors = Partial<Record<keyof ModalFormValues, string>>;

export const EMPTY_MODAL_FORM: ModalFormValues = { requesterName: '', requesterEmail: '', requesterOrganisation: '', message: '' };


/** The directory modal: name, e-mail and message required (spec 000 §5), with the server's messages. */
export function validateModalForm(values: ModalFormValues): ModalFormErrors {
  const errors: ModalFormErrors = {};
  if (!values.requesterName.trim()) errors.requesterName = INTRODUCTION_MESSAGES.nameRequired;
  if (!values.requesterEmail.trim()) errors.requesterEmail = INTRODUCTION_MESSAGES.emailRequired;
  else if (!isPlausibleEmail(values.requesterEmail)) errors.requesterEmail = INTRODUCTION_MESSAGES.validEmailRequired;
  if (!values.message.trim()) errors.message = INTRODUCTION_MESSAGES.messageRequired;
  return errors;
}

/** The modal's payload without consultantEmail: the server resolves the consultant from the id (DECISIONS D4). */
export function toModalRequest(values: ModalFormValues, consultant: Pick<DirectoryConsultant, 'id' | 'user'>): IntroductionModalRequest {
  return {
    consultantId: consultant.id,
    consultantName: consultant.user.name,
    requesterName: values.requesterName.trim(),
    requesterEmail: values.requesterEmail.trim(),
    requesterOrganisation: values.requesterOrganisation.trim() || null,
    message: values.message.trim(),
  };
}
