import { useState } from 'react';
import { ONE_OFF_SETUP_FEE } from '@contracts';
import { PlainTabs, PublicHero } from '@/shared/ui';
import { formatPounds, usePageDescription, usePageTitle } from '@/shared/lib';
import { CharityPlans } from './CharityPlans';
import { ConsultantPlans } from './ConsultantPlans';
import { PricingEnquiry } from './PricingEnquiry';
import { PricingFaq } from './PricingFaq';
import './pricing.css';

/** /pricing (spec 000 §2 "Pricing", §9; DECISIONS D9, D13). Plain markup: a public page within the JS budget. */
export function PricingPage() {
  usePageTitle('Pricing');
  usePageDescription(
    `Membership plans for charities of every size, one-off projects from a ${formatPounds(ONE_OFF_SETUP_FEE)} setup fee, and free listing for consultants.`,
  );
  const [tab, setTab] = useState('charities');

  return (
    <>
      <PublicHero id="pricing-title" eyebrow="Pricing" title="Simple, transparent pricing">
        <p className="pp-hero__lead">
          Choose a membership for ongoing support at a discount, or start with a single project. No hidden fees.
        </p>
      </PublicHero>
      <section className="pp-section" aria-label="Plans">
        <div className="container">
          <PlainTabs
            idPrefix="pricing"
            label="Pricing for"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'charities', label: 'For Charities', content: <CharityPlans /> },
              { key: 'consultants', label: 'For Consultants', content: <ConsultantPlans /> },
            ]}
          />
        </div>
      </section>
      <PricingFaq />
      <PricingEnquiry />
    </>
  );
}
