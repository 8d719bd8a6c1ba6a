import { useParams } from 'react-router-dom';
import { DeclineShortlistForm, ShortlistCard, useChooseConsultantMutation, useDeclineShortlistMutation, useGetShortlistQuery } from '@/features/match-shortlist';
import { errorBody } from '@/shared/api';
import { usePageTitle } from '@/shared/lib';
import { PublicHero } from '@/shared/ui';
import './match-shortlist.css';

/**
 * /matches/:token (D17): the shortlist mailed to the charity, with or without a session. Public weight: plain
 * elements only. Opening it changes nothing; choosing and declining are explicit buttons (POSTs).
 */
export function MatchShortlistPage() {
  usePageTitle('Your shortlist');
  const { token = '' } = useParams();
  const { data, error, isLoading } = useGetShortlistQuery(token);
  const [choose, chosen] = useChooseConsultantMutation();
  const [decline, declined] = useDeclineShortlistMutation();
  const busy = chosen.isLoading || declined.isLoading;
  const failure = errorBody(chosen.error ?? declined.error)?.message;

  return (
    <>
      <PublicHero id="shortlist-title" eyebrow="Your matches" title="Your shortlist">
        <p className="pp-hero__lead">We picked these consultants for your request, and say why. Choose one, or tell us none of them fits.</p>
      </PublicHero>
      <section className="pp-section" aria-labelledby="shortlist-title">
        <div className="container pp-narrow">
          {isLoading && <p role="status">Loading your shortlist…</p>}
          {error && (
            <p role="alert" className="pp-panel">
              {errorBody(error)?.message ?? 'This shortlist could not be loaded.'}
            </p>
          )}
          {failure && <p role="alert">{failure}</p>}
          {data && !data.open && data.needState === 'declined' && <p role="status">Thank you. We will be in touch with new suggestions.</p>}
          {data && (
            <div className="match-shortlist">
              {data.candidates.map((card) => (
                <ShortlistCard key={card.consultantId} card={card} canChoose={data.open} busy={busy} onChoose={(consultantId) => void choose({ token, consultantId })} />
              ))}
              {data.open && <DeclineShortlistForm busy={busy} onDecline={(reason, note) => void decline({ token, reason, note: note || undefined })} />}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
