import type { WaitingListReceipt } from '@contracts';
import { PlainFormElement, SelectField, TextAreaField, TextField } from '@/shared/ui';
import { waitingListApi } from '../api/waitingListApi';
import {
  AVAILABILITY_OPTIONS,
  CHARITY_EXPERIENCE_OPTIONS,
  CONSULTING_OPTIONS,
  EMPTY_CONSULTANT,
  toConsultantRequest,
  validateConsultant,
  type ConsultantWaitingListValues,
} from '../model/waitingListForms';
import { SubmitRow } from './SubmitRow';
import { useWaitingListForm } from './useWaitingListForm';

export function ConsultantWaitingListForm({ onSubmitted }: { onSubmitted: (receipt: WaitingListReceipt) => void }) {
  const { form, failure, run } = useWaitingListForm<ConsultantWaitingListValues>(EMPTY_CONSULTANT, validateConsultant, onSubmitted);
  const [join, { isLoading }] = waitingListApi.useJoinConsultantWaitingListMutation();

  return (
    <PlainFormElement form={form} label="Consultant waiting list" onValid={(values) => run(() => join(toConsultantRequest(values)).unwrap())}>
      <div className="plain-form__row">
        <TextField form={form} name="fullName" label="Full name" autoComplete="name" />
        <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" />
      </div>
      <div className="plain-form__row">
        <TextField form={form} name="phone" label="Phone" type="tel" optional autoComplete="tel" />
        <TextField form={form} name="currentRole" label="Current role" autoComplete="organization-title" />
      </div>
      <TextField form={form} name="yearsExperience" label="Years of experience" hint="For example: 12, or 10+" />
      <TextAreaField form={form} name="expertiseAreas" label="Your areas of expertise" hint="For example: finance, fundraising strategy, governance" />
      <div className="plain-form__row">
        <SelectField form={form} name="charityExperience" label="Charity sector experience" options={CHARITY_EXPERIENCE_OPTIONS} />
        <SelectField form={form} name="availability" label="Availability" options={AVAILABILITY_OPTIONS} />
      </div>
      <SelectField form={form} name="currentConsulting" label="Do you consult already?" options={CONSULTING_OPTIONS} />
      <TextAreaField form={form} name="motivations" label="What motivates you to work with charities?" optional />
      <SubmitRow busy={isLoading} failure={failure} label="Join the Waiting List" />
    </PlainFormElement>
  );
}
