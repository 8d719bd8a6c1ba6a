import type { ReactNode } from 'react';
import { CheckboxField, type FieldBinding } from '@/shared/ui/plain-form';

type ConsentForm = FieldBinding<{ termsAccepted: boolean; privacyAccepted: boolean }>;

/**
 * "I accept the terms and conditions" and "I accept the privacy policy": ticked before a wizard sends
 * anything (DECISIONS D14). Each wizard links the documents its own way (a new tab, a popup window).
 */
export function ConsentFields({ form, terms, privacy }: { form: ConsentForm; terms: ReactNode; privacy: ReactNode }) {
  return (
    <>
      <CheckboxField form={form} name="termsAccepted">
        I accept the {terms}
      </CheckboxField>
      <CheckboxField form={form} name="privacyAccepted">
        I accept the {privacy}
      </CheckboxField>
    </>
  );
}
