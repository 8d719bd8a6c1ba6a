import { ENQUIRY_FAILURE_FALLBACK, ENQUIRY_FAILURE_TITLE, ENQUIRY_SUBMITTED_MESSAGE } from '@contracts';
import { serverFieldMessages, serverMessage } from '@/shared/api';
import { TextAreaField, TextField, useToast, usePlainForm, type FieldErrors } from '@/shared/ui';
import { enquiryApi, type EnquiryKind } from '../api/enquiryApi';
import { EMPTY_ENQUIRY, toEnquiryRequest, validateEnquiry, type EnquiryValues } from '../model/enquiryForm';

const SUPPORT_LABEL: Record<EnquiryKind, string> = {
  pricing: 'What support do you need?',
  getMatched: 'What support does your charity need?',
};

/**
 * The four-field enquiry of /pricing and /get-matched (spec 000 §2, §5, §8). The page shows its own
 * thank-you view once `onSubmitted` fires.
 */
export function EnquiryForm({ kind, onSubmitted }: { kind: EnquiryKind; onSubmitted: () => void }) {
  const form = usePlainForm<EnquiryValues>(EMPTY_ENQUIRY, (values) => validateEnquiry(kind, values));
  const [submitEnquiry, { isLoading }] = enquiryApi.useSubmitEnquiryMutation();
  const { toast } = useToast();

  const onValid = async (values: EnquiryValues) => {
    try {
      await submitEnquiry({ kind, body: toEnquiryRequest(values) }).unwrap();
      toast({ title: ENQUIRY_SUBMITTED_MESSAGE });
      onSubmitted();
    } catch (error) {
      const fields = serverFieldMessages(error) as FieldErrors<EnquiryValues>;
      if (Object.keys(fields).length > 0) form.showErrors(fields);
      toast({ title: ENQUIRY_FAILURE_TITLE, description: serverMessage(error) ?? ENQUIRY_FAILURE_FALLBACK, variant: 'destructive' });
    }
  };

  return (
    <form ref={form.formRef} className="plain-form" noValidate onSubmit={form.submit(onValid)} aria-label={kind === 'pricing' ? 'Pricing enquiry' : 'Get matched'}>
      <div className="plain-form__row">
        <TextField form={form} name="fullName" label="Full name" autoComplete="name" />
        <TextField form={form} name="organisationName" label="Organisation name" autoComplete="organization" />
      </div>
      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" />
      <TextAreaField form={form} name="supportNeeded" label={SUPPORT_LABEL[kind]} rows={5} />
      <div className="plain-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isLoading}>
          {isLoading ? 'Submitting...' : 'Submit Enquiry'}
        </button>
      </div>
    </form>
  );
}
