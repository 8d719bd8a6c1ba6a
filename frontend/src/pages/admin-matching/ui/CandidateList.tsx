import { MATCH_FACTOR_LABELS, SHORTLIST_MAX, type MatchCandidateView } from '@contracts';

interface CandidateListProps {
  candidates: readonly MatchCandidateView[];
  /** Their place in the full ranking (filters hide some, the rank stays). */
  rankOf: (consultantId: number) => number;
  selected: readonly number[];
  canShortlist: boolean;
  onToggle: (consultantId: number) => void;
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The ranked candidates, each with every factor's points and sentence (D17: no black box). */
export function CandidateList({ candidates, rankOf, selected, canShortlist, onToggle }: CandidateListProps) {
  if (candidates.length === 0) return <p>No candidate matches these filters.</p>;
  const full = selected.length >= SHORTLIST_MAX;
  return (
    <ol className="admin-matching__candidates" aria-label="Ranked candidates">
      {candidates.map((candidate) => {
        const isSelected = selected.includes(candidate.consultantId);
        const headingId = `candidate-${candidate.consultantId}`;
        return (
          <li key={candidate.consultantId} className="admin-matching__candidate" aria-labelledby={headingId}>
            <div className="admin-matching__candidate-head">
              <h3 id={headingId} className="admin-matching__candidate-name">
                {rankOf(candidate.consultantId)}. {candidate.name}
              </h3>
              <span className="admin-matching__score">Score {candidate.score}</span>
              {canShortlist ? (
                <label className="admin-filter">
                  <input
                    type="checkbox"
                    checked={isSelected}
                    disabled={!isSelected && full}
                    onChange={() => onToggle(candidate.consultantId)}
                  />{' '}
                  Shortlist {candidate.name}
                </label>
              ) : null}
            </div>
            <table className="admin-matching__factors">
              <caption className="visually-hidden">Why {candidate.name} scores {candidate.score}</caption>
              <thead>
                <tr>
                  <th scope="col">Factor</th>
                  <th scope="col">Points</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {candidate.factors.map((factor) => (
                  <tr key={factor.key}>
                    <th scope="row">{MATCH_FACTOR_LABELS[factor.key] ?? factor.key}</th>
                    <td>{signed(factor.points)}</td>
                    <td>{factor.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        );
      })}
    </ol>
  );
}
