import { useState } from 'react';
import { Button } from 'antd';
import { MATCHING_TOASTS, SHORTLIST_MAX, SHORTLIST_MIN, SHORTLIST_NOTE_MAX, type MatchCandidateView } from '@contracts';
import { useShortlistNeedMutation } from '@/entities/admin';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';

interface ShortlistBuilderProps {
  needId: number;
  chosen: readonly MatchCandidateView[];
  onRemove: (consultantId: number) => void;
  onSent: () => void;
}

/** 1 to 3 candidates with an optional note each (D17); the server checks the same and mails the link. */
export function ShortlistBuilder({ needId, chosen, onRemove, onSent }: ShortlistBuilderProps) {
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [send, { isLoading }] = useShortlistNeedMutation();
  const { toast } = useToast();

  const submit = async () => {
    const candidates = chosen.map(({ consultantId }) => {
      const note = notes[consultantId]?.trim();
      return note ? { consultantId, note } : { consultantId };
    });
    try {
      await send({ id: needId, candidates }).unwrap();
      toast(MATCHING_TOASTS.shortlistSent);
      setNotes({});
      onSent();
    } catch (error) {
      toast({ ...MATCHING_TOASTS.shortlistFailed, description: serverMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section className="admin-matching__section" aria-labelledby="shortlist-heading">
      <h2 id="shortlist-heading" className="admin-matching__heading">
        Shortlist ({chosen.length} of {SHORTLIST_MAX})
      </h2>
      {chosen.length === 0 ? (
        <p>Tick up to {SHORTLIST_MAX} candidates above to build the shortlist.</p>
      ) : (
        <ul className="admin-matching__shortlist">
          {chosen.map((candidate) => (
            <li key={candidate.consultantId}>
              <label htmlFor={`note-${candidate.consultantId}`}>Note to the charity about {candidate.name} (optional)</label>
              <textarea
                id={`note-${candidate.consultantId}`}
                className="admin-input admin-matching__note"
                rows={2}
                maxLength={SHORTLIST_NOTE_MAX}
                value={notes[candidate.consultantId] ?? ''}
                onChange={(event) => setNotes({ ...notes, [candidate.consultantId]: event.target.value })}
              />
              <Button size="small" onClick={() => onRemove(candidate.consultantId)}>
                Remove {candidate.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button type="primary" disabled={chosen.length < SHORTLIST_MIN} loading={isLoading} onClick={() => void submit()}>
        Send shortlist
      </Button>
    </section>
  );
}
