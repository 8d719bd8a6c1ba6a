import { useState } from 'react';
import { WAITING_LIST_FAILED_NO_CONTACT, WAITING_LIST_MESSAGES, type WaitingListReceipt } from '@contracts';
import { serverFieldMessages } from '@/shared/api';
import { siteContact } from '@/shared/config';
import { usePlainForm, type FieldErrors, type FormValues } from '@/shared/ui';

/**
 * Both waiting-list forms' state and submit path: on failure the spec's message with the contact address
 * (spec 000 §8), plus any per-field messages of a 400 next to their fields.
 */
export function useWaitingListForm<T extends FormValues>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
  onSubmitted: (receipt: WaitingListReceipt) => void,
) {
  const form = usePlainForm<T>(initial, validate);
  const [failure, setFailure] = useState<string>();

  const run = async (send: () => Promise<WaitingListReceipt>) => {
    setFailure(undefined);
    try {
      onSubmitted(await send());
    } catch (error) {
      const fields = serverFieldMessages(error) as FieldErrors<T>;
      if (Object.keys(fields).length > 0) form.showErrors(fields);
      const email = siteContact().email;
      setFailure(email ? WAITING_LIST_MESSAGES.submissionFailed(email) : WAITING_LIST_FAILED_NO_CONTACT);
    }
  };

  return { form, failure, run };
}
