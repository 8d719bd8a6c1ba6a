import type { WaitingListReceipt } from '@contracts';
import { PlainFormElement, SelectField, TextAreaField, TextField } from '@/shared/ui';
import { waitingListApi } from '../api/waitingListApi';
import { CHARITY_SIZE_OPTIONS, EMPTY_CHARITY, toCharityRequest, validateCharity, type CharityWaitingListValues } from '../model/waitingListForms';
import { SubmitRow } from './SubmitRow';
import { useWaitingListForm } from './useWaitingListForm';

export function CharityWaitingListForm({ onSubmitted }: { onSubmitted: (receipt: WaitingListReceipt) => void }) {
  const { form, failure, run } = useWaitingListForm<CharityWaitingListValues>(EMPTY_CHARITY, validateCharity, onSubmitted);
  const [join, { isLoading }] = waitingListApi.useJoinCharityWaitingListMutation();

  return (
    <PlainFormElement form={form} label="Charity waiting list" onValid={(values) => run(() => join(toCharityRequest(values)).unwrap())}>
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
    </PlainFormElement>
  );
}
