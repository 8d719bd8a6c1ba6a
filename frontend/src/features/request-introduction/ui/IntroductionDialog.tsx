import { useState } from 'react';
import { INTRODUCTION_EXPERTISE_OPTIONS, INTRODUCTION_TEXTS, INTRODUCTION_TIMELINES, INTRODUCTION_TIMELINE_LABELS, INTRODUCTION_FIELD_MAX_LENGTH } from '@contracts';
import { serverFieldMessages, serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/shared/ui/plain-form';
import { EMPTY_DIALOG_FORM, toDialogRequest, validateDialogForm, type DialogFormErrors, type DialogFormValues } from '../model/dialogForm';
import { IntroductionForm, useIntroductionForm } from './IntroductionForm';
import './introduction-dialog.css';

interface IntroductionDialogProps {
  open: boolean;
  onClose: () => void;
  consultantId?: number;
  consultantName?: string;
}

const TIMELINE_OPTIONS = INTRODUCTION_TIMELINES.map((timeline) => ({ value: timeline, label: INTRODUCTION_TIMELINE_LABELS[timeline] }));

/**
 * The introduction-request dialog (spec 000 §2, §5, §8): opened with an optional consultant, validates
 * on submit and then on change, shows 'Request Received!' after success; closing resets it.
 */
export function IntroductionDialog({ open, onClose, consultantId, consultantName }: IntroductionDialogProps) {
  const [received, setReceived] = useState(false);
  const { form, create, busy, close } = useIntroductionForm<DialogFormValues>(EMPTY_DIALOG_FORM, validateDialogForm, () => {
    setReceived(false);
    onClose();
  });
  const { toast } = useToast();

  const send = async (values: DialogFormValues) => {
    try {
      await create(toDialogRequest(values, consultantId)).unwrap();
      toast(INTRODUCTION_TEXTS.dialogSuccess);
      setReceived(true);
    } catch (error) {
      form.showErrors(serverFieldMessages(error) as DialogFormErrors);
      toast({
        title: INTRODUCTION_TEXTS.dialogFailureTitle,
        description: serverMessage(error) ?? INTRODUCTION_TEXTS.dialogFailureFallback,
        variant: 'destructive',
      });
    }
  };

  const title = consultantName ? `Request an Introduction to ${consultantName}` : 'Request an Introduction';

  return (
    <Dialog open={open} onClose={close} title={title} description={received ? undefined : 'Tell us about your charity and what you need.'}>
      {received ? (
        <div className="intro-received" role="status">
          <h3 className="intro-received__title">{INTRODUCTION_TEXTS.dialogReceived}</h3>
          <p>{INTRODUCTION_TEXTS.dialogReceivedHint}</p>
          <div className="plain-form__actions">
            <button type="button" className="btn btn--primary" onClick={close}>
              Close
            </button>
          </div>
        </div>
      ) : (
        <IntroductionForm form={form} label="Introduction request" onValid={send} onCancel={close} busy={busy} submitLabel="Submit Request" busyLabel="Submitting...">
          <TextField form={form} name="charityName" label="Charity Name" autoComplete="organization" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} />
          <TextField form={form} name="contactName" label="Contact Name" autoComplete="name" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} />
          <TextField form={form} name="email" type="email" label="Email" autoComplete="email" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.email} />
          <TextField form={form} name="phone" type="tel" label="Phone" optional autoComplete="tel" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.phone} />
          <TextAreaField form={form} name="projectDescription" label="Project Description" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.text} />
          <SelectField form={form} name="expertiseNeeded" label="Expertise Needed" options={INTRODUCTION_EXPERTISE_OPTIONS} placeholder="Select an expertise area" />
          <SelectField form={form} name="timeline" label="Timeline" options={TIMELINE_OPTIONS} placeholder="Select a timeline" />
        </IntroductionForm>
      )}
    </Dialog>
  );
}
