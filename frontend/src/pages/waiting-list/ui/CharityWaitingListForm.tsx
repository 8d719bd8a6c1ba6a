import type { WaitingListReceipt } from '@contracts';
import { SelectField, TextAreaField, TextField, usePlainForm } from '@/shared/ui';
import { waitingListApi } from '../api/waitingListApi';
import { CHARITY_SIZE_OPTIONS, EMPTY_CHARITY, toCharityRequest, validateCharity, type CharityWaitingListValues } from '../model/waitingListForms';
import { SubmitRow } from './SubmitRow';
import { useSubmitWaitingList } from './useSubmitWaitingList';

export function CharityWaitingListForm({ onSubmitted }: { onSubmitted: (receipt: WaitingListReceipt) => void }) {
  const form = usePlainForm<CharityWaitingListValues>(EMPTY_CHARITY, validateCharity);
  const [join, { isLoading }] = waitingListApi.useJoinCharityWaitingListMutation();
  const { failure, run } = useSubmitWaitingList(form, onSubmitted);

  return (
    <form
      ref={form.formRef}
      className="plain-form"
      noValidate
      aria-label="Charity waiting list"
      onSubmit={form.submit((values) => run(() => join(toCharityRequest(values)).unwrap()))}
    >
      <div className="plain-form__row">
        <TextField form={form} name="charityName" label="Charity name" autoComplete="organization" />
        <TextField form={form} name="contactName" label="Your name" autoComplete="name" />
      </div>
      <div className="plain-form__row">
        <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" />
        <TextField form={form} name="phone" label="Phone" type="tel" optional autoComplete="tel" />
      </div>
      <SelectField form={form} name="charitySize" label="Charity size" options={CHARITY_SIZE_OPTIONS} />
      <TextField form={form} name="primaryNeed" label="What support do you need most?" optional />
      <TextAreaField form={form} name="currentChallenges" label="Your current challenges" optional />
      <SubmitRow busy={isLoading} failure={failure} label="Join the Waiting List" />
    </form>
  );
}
