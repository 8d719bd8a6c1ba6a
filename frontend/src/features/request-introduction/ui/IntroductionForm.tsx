import type { ReactNode } from 'react';
import { FormActions } from '@/shared/ui/dialog';
import { PlainFormElement, usePlainForm, type FieldErrors, type FormValues, type PlainForm } from '@/shared/ui/plain-form';
import { useCreateIntroductionRequestMutation } from '../api/introductionApi';

/**
 * The state both introduction forms share (the profile's dialog and the directory's modal): a plain form,
 * the one create mutation, and a close that forgets what was typed so the next opening starts empty.
 */
export function useIntroductionForm<T extends FormValues>(initial: T, validate: (values: T) => FieldErrors<T>, onClose: () => void) {
  const form = usePlainForm(initial, validate);
  const [create, { isLoading }] = useCreateIntroductionRequestMutation();
  const close = () => {
    form.reset();
    onClose();
  };
  return { form, create, busy: isLoading, close };
}

interface IntroductionFormProps<T extends FormValues> {
  form: PlainForm<T>;
  /** The form's accessible name. */
  label: string;
  onValid: (values: T) => Promise<void>;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** A public-weight introduction form: its fields, then Cancel and the submit button. */
export function IntroductionForm<T extends FormValues>({ form, label, onValid, onCancel, busy, submitLabel, busyLabel, children }: IntroductionFormProps<T>) {
  return (
    <PlainFormElement form={form} label={label} onValid={onValid}>
      {children}
      <FormActions onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
    </PlainFormElement>
  );
}
