import { Link } from 'react-router-dom';
import { EXPERTISE_LABELS, NEED_STATE_LABELS, type MatchShortlistView } from '@contracts';
import { ROUTES } from '@/shared/config';
import { useGetMyShortlistsQuery } from '../api/matchShortlistApi';

const ENDED = new Set<MatchShortlistView['needState']>(['introduced', 'assigned', 'withdrawn']);

const what = (match: MatchShortlistView) => (match.expertise.length ? match.expertise.map((key) => EXPERTISE_LABELS[key] ?? key).join(', ') : 'Your request');

/**
 * "Your matches" on /charity-dashboard (issue 17): each request still in progress with its state and a link to
 * its shortlist page (by id: the signed-in charity needs no mailed token). Finished ones leave the card.
 */
export function YourMatchesCard() {
  const { data, isError } = useGetMyShortlistsQuery();
  const open = (data ?? []).filter((match) => !ENDED.has(match.needState));
  return (
    <section aria-labelledby="your-matches-heading" className="dashboard__section">
      <h2 id="your-matches-heading" className="dashboard__section-title">
        Your matches
      </h2>
      {isError ? (
        <p role="alert">Your matches could not be loaded. Please reload the page.</p>
      ) : open.length === 0 ? (
        <p>No shortlists waiting. When we shortlist consultants for a request, they appear here.</p>
      ) : (
        <ul className="your-matches">
          {open.map((match) => (
            <li key={match.shortlistId} className="your-matches__item">
              <span className="your-matches__what">{what(match)}</span>
              <span className="your-matches__state">{match.open ? 'Choose a consultant' : NEED_STATE_LABELS[match.needState]}</span>
              <Link to={ROUTES.matchShortlist(String(match.shortlistId))} aria-label={`View the shortlist for ${what(match)}`}>
                View shortlist
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
