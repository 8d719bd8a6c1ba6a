import { useState, type ChangeEvent, type FormEvent } from 'react';
import { INTRODUCTION_TEXTS, type DirectoryConsultant, INTRODUCTION_FIELD_MAX_LENGTH } from '@contracts';
import { Dialog, FormActions, PlainField } from '@/shared/ui/dialog';
import { useCreateIntroductionRequestMutation } from '@/features/request-introduction';
import { EMPTY_MODAL_FORM, toModalRequest, validateModalForm, type ModalFormErrors, type ModalFormValues } from '../model/modalForm';

interface IntroductionModalProps {
  consultant: DirectoryConsultant | null;
  onClose: () => void;
  /** After a successful send: the page shows the success alert; the modal closes and resets. */
  onSent: () => void;
}

/** The directory's introduction modal (spec 000 §2, §3, §5, §8): four fields, Cancel and Send Request. */
export function IntroductionModal({ consultant, onClose, onSent }: IntroductionModalProps) {
  const [values, setValues] = useState<ModalFormValues>(EMPTY_MODAL_FORM);
  const [errors, setErrors] = useState<ModalFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [create, { isLoading }] = useCreateIntroductionRequestMutation();

  const reset = () => {
    setValues(EMPTY_MODAL_FORM);
    setErrors({});
    setFailed(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const change = (field: keyof ModalFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues({ ...values, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consultant) return;
    const found = validateModalForm(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setFailed(false);
    try {
      await create(toModalRequest(values, consultant)).unwrap();
      reset();
      onSent();
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog
      open={!!consultant}
      onClose={close}
      title={consultant ? `Request Introduction to ${consultant.user.name}` : 'Request Introduction'}
      description="Tell us a little about your charity and we'll arrange an introduction."
    >
      <form className="plain-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Request an introduction">
        {failed && (
          <p className="plain-alert plain-alert--error" role="alert">
            {INTRODUCTION_TEXTS.modalFailure}
          </p>
        )}
        <PlainField label="Your Name" error={errors.requesterName}>
          <input name="requesterName" autoComplete="name" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} required value={values.requesterName} onChange={change('requesterName')} />
        </PlainField>
        <PlainField label="Your Email" error={errors.requesterEmail}>
          <input name="requesterEmail" type="email" autoComplete="email" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.email} required value={values.requesterEmail} onChange={change('requesterEmail')} />
        </PlainField>
        <PlainField label="Your Organisation" error={errors.requesterOrganisation}>
          <input name="requesterOrganisation" autoComplete="organization" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} value={values.requesterOrganisation} onChange={change('requesterOrganisation')} />
        </PlainField>
        <PlainField label="Message" error={errors.message}>
          <textarea name="message" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.text} required value={values.message} onChange={change('message')} />
        </PlainField>
        <FormActions onCancel={close} busy={isLoading} submitLabel="Send Request" busyLabel="Sending..." />
      </form>
    </Dialog>
  );
}
