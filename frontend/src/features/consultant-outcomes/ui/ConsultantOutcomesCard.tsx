import { useId } from 'react';
import { CONSULTANT_OUTCOME_MONTHS } from '@contracts';
import { Spinner } from '@/shared/ui';
import { LoadError } from '@/shared/ui/load-error';
import { StatTile } from '@/shared/ui/stat-tile';
import { useGetMyOutcomesQuery } from '../api/consultantOutcomesApi';
import { monthName } from '../model/monthName';
import './consultant-outcomes.css';

/**
 * Issue 18: how often charities looked at this consultant's profile and asked for an introduction, month by
 * month. A table, not a picture: every figure is text, in reading order.
 */
export function ConsultantOutcomesCard() {
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useGetMyOutcomesQuery();
  const views = data?.months.reduce((sum, month) => sum + month.profileViews, 0) ?? 0;
  const requests = data?.months.reduce((sum, month) => sum + month.introductionRequests, 0) ?? 0;
  return (
    <section aria-labelledby={headingId} className="dashboard__section consultant-outcomes">
      <h2 id={headingId} className="dashboard__section-title">
        Profile views and introduction requests
      </h2>
      <p className="dashboard__subtitle">The last {CONSULTANT_OUTCOME_MONTHS} months. A visitor who opens your profile several times in a day counts once.</p>
      {isLoading ? <Spinner label="Loading your figures…" /> : null}
      {isError ? <LoadError what="your profile views" onRetry={refetch} /> : null}
      {data ? (
        <>
          <div className="consultant-outcomes__totals">
            <StatTile label="Profile views" value={views} />
            <StatTile label="Introduction requests" value={requests} />
          </div>
          <div className="consultant-outcomes__scroll">
            <table className="consultant-outcomes__table">
              <caption className="visually-hidden">Profile views and introduction requests per month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Profile views</th>
                  <th scope="col">Introduction requests</th>
                </tr>
              </thead>
              <tbody>
                {[...data.months].reverse().map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{monthName(month.month)}</th>
                    <td>{month.profileViews}</td>
                    <td>{month.introductionRequests}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
