import { useState, type ChangeEvent, type FormEvent } from 'react';
import { INTRODUCTION_EXPERTISE_OPTIONS, INTRODUCTION_TEXTS, INTRODUCTION_TIMELINES, INTRODUCTION_TIMELINE_LABELS, INTRODUCTION_FIELD_MAX_LENGTH } from '@contracts';
import { serverMessage } from '@/shared/api';
import { serverFieldMessages } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { Dialog, FormActions, PlainField } from '@/shared/ui/dialog';
import { useCreateIntroductionRequestMutation } from '../api/introductionApi';
import { EMPTY_DIALOG_FORM, toDialogRequest, validateDialogForm, type DialogFormErrors, type DialogFormValues } from '../model/dialogForm';
import './introduction-dialog.css';

interface IntroductionDialogProps {
  open: boolean;
  onClose: () => void;
  consultantId?: number;
  consultantName?: string;
}

/**
 * The introduction-request dialog (spec 000 §2, §5, §8): opened with an optional consultant, validates
 * on submit and then on change, shows 'Request Received!' after success; closing resets it.
 */
export function IntroductionDialog({ open, onClose, consultantId, consultantName }: IntroductionDialogProps) {
  const [values, setValues] = useState<DialogFormValues>(EMPTY_DIALOG_FORM);
  const [errors, setErrors] = useState<DialogFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [received, setReceived] = useState(false);
  const [create, { isLoading }] = useCreateIntroductionRequestMutation();
  const { toast } = useToast();

  const close = () => {
    setValues(EMPTY_DIALOG_FORM);
    setErrors({});
    setSubmitted(false);
    setReceived(false);
    onClose();
  };

  const change = (field: keyof DialogFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateDialogForm(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateDialogForm(values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await create(toDialogRequest(values, consultantId)).unwrap();
      toast(INTRODUCTION_TEXTS.dialogSuccess);
      setReceived(true);
    } catch (error) {
      setErrors(serverFieldMessages(error) as DialogFormErrors);
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
        <form className="plain-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Introduction request">
          <PlainField label="Charity Name" error={errors.charityName}>
            <input name="charityName" autoComplete="organization" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} value={values.charityName} onChange={change('charityName')} />
          </PlainField>
          <PlainField label="Contact Name" error={errors.contactName}>
            <input name="contactName" autoComplete="name" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.name} value={values.contactName} onChange={change('contactName')} />
          </PlainField>
          <PlainField label="Email" error={errors.email}>
            <input name="email" type="email" autoComplete="email" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.email} value={values.email} onChange={change('email')} />
          </PlainField>
          <PlainField label="Phone (optional)" error={errors.phone}>
            <input name="phone" type="tel" autoComplete="tel" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.phone} value={values.phone} onChange={change('phone')} />
          </PlainField>
          <PlainField label="Project Description" error={errors.projectDescription}>
            <textarea name="projectDescription" maxLength={INTRODUCTION_FIELD_MAX_LENGTH.text} value={values.projectDescription} onChange={change('projectDescription')} />
          </PlainField>
          <PlainField label="Expertise Needed" error={errors.expertiseNeeded}>
            <select name="expertiseNeeded" value={values.expertiseNeeded} onChange={change('expertiseNeeded')}>
              <option value="">Select an expertise area</option>
              {INTRODUCTION_EXPERTISE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </PlainField>
          <PlainField label="Timeline" error={errors.timeline}>
            <select name="timeline" value={values.timeline} onChange={change('timeline')}>
              <option value="">Select a timeline</option>
              {INTRODUCTION_TIMELINES.map((timeline) => (
                <option key={timeline} value={timeline}>
                  {INTRODUCTION_TIMELINE_LABELS[timeline]}
                </option>
              ))}
            </select>
          </PlainField>
          <FormActions onCancel={close} busy={isLoading} submitLabel="Submit Request" busyLabel="Submitting..." />
        </form>
      )}
    </Dialog>
  );
}
