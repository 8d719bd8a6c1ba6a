import { useState } from 'react';
import {
  CONSULTANT_DECLINE_REASON_LABELS,
  CONSULTANT_DECLINE_REASONS,
  EXPERTISE_LABELS,
  MATCHING_MESSAGES,
  type ConsultantDeclineReason,
  type ExpertiseKey,
  type MatchRequestView,
} from '@contracts';
import { errorBody } from '@/shared/api';
import { useAcceptMatchRequestMutation, useDeclineMatchRequestMutation, useGetMatchRequestsQuery } from '../api/matchRequestsApi';
import './match-requests.css';

const deadline = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' }) : '');

/** "Requests for you" (D17): who asked for what, the 48-hour deadline, accept or decline with a reason. */
export function MatchRequestsSection() {
  const { data } = useGetMatchRequestsQuery();
  const open = (data ?? []).filter((request) => request.state === 'chosen');
  return (
    <section aria-labelledby="match-requests-heading" className="dashboard__section">
      <h2 id="match-requests-heading" className="dashboard__section-title">
        Requests for you
      </h2>
      {open.length === 0 ? <p>No requests waiting for your answer.</p> : open.map((request) => <MatchRequestItem key={request.id} request={request} />)}
    </section>
  );
}

function MatchRequestItem({ request }: { request: MatchRequestView }) {
  const [accept, accepted] = useAcceptMatchRequestMutation();
  const [decline, declined] = useDeclineMatchRequestMutation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = accepted.isLoading || declined.isLoading;
  const serverProblem = errorBody(accepted.error ?? declined.error)?.message;
  const headingId = `match-request-${request.id}`;

  const onDecline = () => {
    if (!reason) return setProblem(MATCHING_MESSAGES.reasonInvalid);
    if (reason === 'other' && !note.trim()) return setProblem(MATCHING_MESSAGES.noteRequired);
    setProblem(null);
    void decline({ id: request.id, reason: reason as ConsultantDeclineReason, note: note.trim() || undefined });
  };

  return (
    <article className="match-request" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {request.organisation ?? 'A charity'}
        {request.contactFirstName ? ` (${request.contactFirstName})` : ''}
      </h3>
      <p>{request.expertise.map((key) => EXPERTISE_LABELS[key as ExpertiseKey] ?? key).join(', ')}</p>
      {request.timeline && <p>Timeline: {request.timeline}</p>}
      <p className="match-request__text">{request.description}</p>
      <p>
        <strong>Please answer by {deadline(request.dueAt)}.</strong>
      </p>
      <div className="match-request__actions">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void accept(request.id)}>
          Accept
        </button>
        <label>
          Reason for declining
          <select value={reason} onChange={(event) => setReason(event.target.value)}>
            <option value="">Please select</option>
            {CONSULTANT_DECLINE_REASONS.map((value) => (
              <option key={value} value={value}>
                {CONSULTANT_DECLINE_REASON_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Note (optional)
          <input value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <button type="button" className="btn btn--outline" disabled={busy} onClick={onDecline}>
          Decline
        </button>
      </div>
      {(problem ?? serverProblem) && <p role="alert">{problem ?? serverProblem}</p>}
    </article>
  );
}
