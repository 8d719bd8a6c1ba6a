import { useState } from 'react';
import { INTRODUCTION_TEXTS, type DirectoryConsultant, INTRODUCTION_FIELD_MAX_LENGTH } from '@contracts';
import { Dialog } from '@/shared/ui/dialog';
import { TextAreaField, TextField } from '@/shared/ui/plain-form';
import { EMPTY_MODAL_FORM, toModalRequest, validateModalForm, type ModalFormValues } from '../model/modalForm';
import { IntroductionForm, useIntroductionForm } from './IntroductionForm';

interface IntroductionModalProps {
  consultant: DirectoryConsultant | null;
  onClose: () => void;
  /** After a successful send: the page shows the success alert; the modal closes and resets. */
  onSent: () => void;
}

/** The directory's introduction modal (spec 000 §2, §3, §5, §8): four fields, Cancel and Send Request. */
export function IntroductionModal({ consultant, onClose, onSent }: IntroductionModalProps) {
  const [failed, setFailed] = useState(false);
  const { form, create, busy, close } = useIntroductionForm<ModalFormValues>(EMPTY_MODAL_FORM, validateModalForm, () => {
    setFailed(false);
    onClose();
  });

  const send = async (values: ModalFormValues) => {
    if (!consultant) return;
    setFailed(false);
    try {
      await create(toModalRequest(values, consultant)).unwrap();
      form.reset();
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
      <IntroductionForm form={form} label="Request an introduction" onValid={send} onCancel={close} busy={busy} submitLabel="Send Request" busyLabel="Sending...">
        {failed && (
          <p className="plain-alert plain-alert--error" role="alert">
            {INTRODUCTION_TEXTS.modalFailure}
          </p>
        )}
        <TextField form={form} name="requesterName" label="Your Name" autoComplete="name" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} />
        <TextField form={form} name="requesterEmail" type="email" label="Your Email" autoComplete="email" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.email} />
        {/* Optional, yet named without "(optional)" as spec 000 §3 lists it. */}
        <TextField form={form} name="requesterOrganisation" label="Your Organisation" optional="unmarked" autoComplete="organization" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} />
        <TextAreaField form={form} name="message" label="Message" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.text} />
      </IntroductionForm>
    </Dialog>
  );
}
