import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DIRECTORY_TEXTS, INTRODUCTION_TEXTS, type DirectoryConsultant } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { useListConsultantsQuery } from '@/entities/consultant';
import { pageCount, readDirectoryParams, writeDirectoryParams, type DirectoryParams } from '../model/directoryParams';
import { ConsultantCard } from './ConsultantCard';
import { DirectoryFilters } from './DirectoryFilters';
import { DirectoryPager } from './DirectoryPager';
import { IntroductionModal } from '@/features/request-introduction';
import './consultants.css';

/**
 * /consultants (spec 000 §2 "Consultant directory"): the server searches, filters and pages (DECISIONS D4);
 * what is shown lives in the URL, so the back button and a shared link show the same list.
 * Plain markup only: this is a public page inside the 170 kB budget.
 */
export function ConsultantsPage() {
  usePageTitle('Our Consultants');
  usePageDescription(`Browse ${BRAND_NAME}'s handpicked senior consultants for charities by expertise and availability, and request an introduction.`);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readDirectoryParams(searchParams);
  const { data, isFetching, isError, refetch } = useListConsultantsQuery({
    search: params.search || undefined,
    expertise: params.expertise || undefined,
    page: params.page,
  });
  const [requesting, setRequesting] = useState<DirectoryConsultant | null>(null);
  const [sent, setSent] = useState(false);

  const change = (next: DirectoryParams) => {
    setSent(false);
    setSearchParams(writeDirectoryParams(next));
  };

  return (
    <div className="directory">
      <section className="directory__hero">
        <div className="container">
          <h1 className="directory__title">{DIRECTORY_TEXTS.title}</h1>
          <p className="directory__intro">{DIRECTORY_TEXTS.intro}</p>
          <DirectoryFilters params={params} onChange={change} />
        </div>
      </section>

      {/* While the first page loads, the results hold a screen's height, so the cards arriving do not push the
          call to action below them down the screen (Lighthouse measured a layout shift of 0.23 on mobile). */}
      <section
        className={`container directory__results${data || isError ? '' : ' directory__results--loading'}`}
        aria-labelledby="directory-count"
        aria-busy={isFetching}
      >
        {sent && (
          <p className="plain-alert plain-alert--success directory__sent" role="status">
            {INTRODUCTION_TEXTS.modalSuccess}
          </p>
        )}
        {isError ? (
          <div className="directory__problem" role="alert">
            <p>{DIRECTORY_TEXTS.loadFailed}</p>
            <button type="button" className="btn btn--outline" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : !data ? (
          <Spinner label="Loading consultants…" />
        ) : (
          <>
            <p id="directory-count" className="directory__count" aria-live="polite">
              {DIRECTORY_TEXTS.count(data.total)}
            </p>
            {data.data.length === 0 ? (
              <div className="directory__empty">
                <h2>{DIRECTORY_TEXTS.empty}</h2>
                <p>{DIRECTORY_TEXTS.emptyHint}</p>
              </div>
            ) : (
              <div className="directory__grid">
                {data.data.map((consultant) => (
                  <ConsultantCard
                    key={consultant.id}
                    consultant={consultant}
                    onRequestIntroduction={(picked) => {
                      setSent(false);
                      setRequesting(picked);
                    }}
                  />
                ))}
              </div>
            )}
            <DirectoryPager params={params} pages={pageCount(data.total, data.pageSize)} />
          </>
        )}
      </section>

      <section className="directory__cta" aria-labelledby="directory-cta-title">
        <div className="container">
          <h2 id="directory-cta-title">Ready to get started?</h2>
          <div className="directory__cta-actions">
            <Link className="btn btn--primary" to={`${ROUTES.register}?type=charity`}>
              {DIRECTORY_TEXTS.registerCharity}
            </Link>
            <a className="btn btn--outline" href={ROUTES.consultantApplication}>
              {DIRECTORY_TEXTS.applyConsultant}
            </a>
          </div>
        </div>
      </section>

      <IntroductionModal
        consultant={requesting}
        onClose={() => setRequesting(null)}
        onSent={() => {
          setRequesting(null);
          setSent(true);
        }}
      />
    </div>
  );
}
