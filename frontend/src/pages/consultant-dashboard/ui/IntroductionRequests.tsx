import { CONSULTANT_INTRODUCTION_TEXTS as T } from '@contracts';
import { formatDisplayDate } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { LoadError } from '@/shared/ui/load-error';
import { useGetMyIntroductionRequestsQuery } from '@/entities/introduction-request';

/** The introduction requests that name this consultant (issue 16): who asked, what for and when. */
export function IntroductionRequests() {
  const { data, isLoading, isError, refetch } = useGetMyIntroductionRequestsQuery();
  return (
    <section id="introduction-requests" aria-labelledby="introduction-requests-heading" className="dashboard__section">
      <h2 id="introduction-requests-heading" className="dashboard__section-title">
        {T.heading}
        {data && data.total > 0 ? ` (${data.total})` : null}
      </h2>
      <p className="dashboard__subtitle">{T.intro}</p>
      {isLoading ? <Spinner label="Loading introduction requests…" /> : null}
      {isError ? <LoadError what="your introduction requests" onRetry={refetch} /> : null}
      {data && data.data.length === 0 ? <p>{T.empty}</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="introduction-requests">
          {data.data.map((request) => (
            <li key={request.id} className="introduction-requests__item">
              <p className="introduction-requests__who">
                <strong>{request.contactName}</strong>
                {request.charityName ? `, ${request.charityName}` : null}
                <span className="introduction-requests__status">{request.statusLabel}</span>
              </p>
              <p className="introduction-requests__what">{request.projectDescription}</p>
              <dl className="introduction-requests__facts">
                <div>
                  <dt>{T.about}</dt>
                  <dd>{request.expertise}</dd>
                </div>
                <div>
                  <dt>{T.timeline}</dt>
                  <dd>{request.timeline}</dd>
                </div>
                <div>
                  <dt>{T.asked}</dt>
                  <dd>
                    <time dateTime={request.createdAt}>{formatDisplayDate(request.createdAt)}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
