import { CHARITY_DECLINE_REASON_LABELS, CHARITY_DECLINE_REASONS, MATCHING_MESSAGES, type CharityDeclineReason } from '@contracts';
import { SelectField, TextAreaField, usePlainForm } from '@/shared/ui/plain-form';

const OPTIONS = CHARITY_DECLINE_REASONS.map((value) => ({ value, label: CHARITY_DECLINE_REASON_LABELS[value] }));

interface Props {
  busy: boolean;
  onDecline: (reason: CharityDeclineReason, note: string) => void;
}

/** "None of these": a reason from the fixed list; 'Other' needs a note (the server checks the same). */
export function DeclineShortlistForm({ busy, onDecline }: Props) {
  const form = usePlainForm({ reason: '', note: '' }, (values) => ({
    ...(values.reason ? {} : { reason: MATCHING_MESSAGES.reasonInvalid }),
    ...(values.reason === 'other' && !values.note.trim() ? { note: MATCHING_MESSAGES.noteRequired } : {}),
  }));
  return (
    <form className="pp-panel" noValidate onSubmit={form.submit((values) => onDecline(values.reason as CharityDeclineReason, values.note.trim()))}>
      <h3>None of these fits?</h3>
      <SelectField form={form} name="reason" label="Reason" options={OPTIONS} />
      <TextAreaField form={form} name="note" label="Anything we should know" optional rows={3} />
      <button type="submit" className="btn btn--outline" disabled={busy}>
        Decline this shortlist
      </button>
    </form>
  );
}
