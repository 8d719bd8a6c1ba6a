import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { WaitingListReceipt } from '@contracts';
import { BRAND_NAME } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { PlainTabs, PublicHero } from '@/shared/ui';
import { CharityWaitingListForm } from './CharityWaitingListForm';
import { ConsultantWaitingListForm } from './ConsultantWaitingListForm';
import { ThankYou } from './ThankYou';

/** Only what the product does: no offers, regions or dates that nobody has decided. */
const BENEFITS = [
  { title: 'Vetted senior consultants', text: 'Every consultant is interviewed and personally known to our team.' },
  { title: 'Hear first', text: 'We tell you as soon as matching opens.' },
  { title: 'No obligation', text: 'Joining the list is free and commits you to nothing.' },
];

/**
 * /waiting-list and /market-test (spec 000 §2, spec 001 §2): one screen. `?type=consultant` opens the
 * consultant form on its own page. The visit is recorded by the app-wide tracker on every route change.
 */
export function WaitingListPage() {
  const [searchParams] = useSearchParams();
  const standaloneConsultant = searchParams.get('type') === 'consultant';
  usePageTitle(standaloneConsultant ? 'Consultant Waiting List' : 'Join the Waiting List');
  usePageDescription(`Join the ${BRAND_NAME} waiting list as a charity looking for senior support or as an experienced consultant.`);
  const [tab, setTab] = useState('charity');
  const [receipt, setReceipt] = useState<WaitingListReceipt>();
  const done = setReceipt;

  const content = receipt ? (
    <ThankYou message={receipt.message} onAnother={() => setReceipt(undefined)} />
  ) : standaloneConsultant ? (
    <ConsultantWaitingListForm onSubmitted={done} />
  ) : (
    <PlainTabs
      idPrefix="waiting-list"
      label="I am"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { key: 'charity', label: "I'm a Charity", content: <CharityWaitingListForm onSubmitted={done} /> },
        { key: 'consultant', label: "I'm a Consultant", content: <ConsultantWaitingListForm onSubmitted={done} /> },
      ]}
    />
  );

  if (standaloneConsultant) {
    return (
      <>
        <PublicHero id="waiting-list-title" eyebrow="For consultants" title="Apply to join our consultant network">
          <p className="pp-hero__lead">
            Share your experience and we&apos;ll be in touch as we match charities with consultants like you.
          </p>
        </PublicHero>
        <section className="pp-section" aria-label="Consultant application">
          <div className="container pp-narrow">
            <div className="pp-panel">{content}</div>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <PublicHero id="waiting-list-title" eyebrow="Coming soon" title="Join the waiting list">
        <p className="pp-hero__lead">
          {BRAND_NAME} connects charities with experienced, part-time consultants from the sector. Register your
          interest and we&apos;ll be in touch.
        </p>
      </PublicHero>
      <section className="pp-section pp-section--tinted" aria-labelledby="waiting-list-benefits">
        <div className="container">
          <h2 id="waiting-list-benefits" className="pp-section__title">
            Why join now
          </h2>
          <ul className="pp-grid">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="pp-card">
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="pp-section" aria-labelledby="waiting-list-form-title">
        <div className="container pp-narrow">
          <h2 id="waiting-list-form-title" className="pp-section__title">
            Register your interest
          </h2>
          <div className="pp-panel">{content}</div>
        </div>
      </section>
    </>
  );
}
