import { EXPERTISE_LABELS, type ExpertiseKey, type ShortlistCardView } from '@contracts';

interface Props {
  card: ShortlistCardView;
  canChoose: boolean;
  busy: boolean;
  onChoose: (consultantId: number) => void;
}

/** One consultant as on the public profile (D4: first name only), with our reasons and the team's note. */
export function ShortlistCard({ card, canChoose, busy, onChoose }: Props) {
  const headingId = `shortlist-card-${card.consultantId}`;
  return (
    <article className="pp-panel match-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{card.firstName}</h3>
      <p className="match-card__meta">
        {card.expertise.map((key) => EXPERTISE_LABELS[key as ExpertiseKey] ?? key).join(' · ')} · {card.yearsExperience} years of experience
      </p>
      {card.profileSummary && <p>{card.profileSummary}</p>}
      {card.note && (
        <p className="match-card__note">
          <strong>Our note:</strong> {card.note}
        </p>
      )}
      {card.reasons.length > 0 && (
        <>
          <h4>Why we suggest {card.firstName}</h4>
          <ul>
            {card.reasons.map((reason) => (
              <li key={reason.key}>{reason.reason}</li>
            ))}
          </ul>
        </>
      )}
      {canChoose && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => onChoose(card.consultantId)}>
          Choose {card.firstName}
        </button>
      )}
      {card.state === 'chosen' && <p role="status">You chose {card.firstName}. They have 48 hours to answer.</p>}
      {card.state === 'accepted' && <p role="status">{card.firstName} accepted. Check your e-mail for their contact details.</p>}
    </article>
  );
}
