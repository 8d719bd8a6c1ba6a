import { useState } from 'react';
import { EnquiryForm } from '@/features/public-enquiry';

export function PricingEnquiry() {
  const [sent, setSent] = useState(false);

  return (
    <section className="pp-section" aria-labelledby="pricing-enquiry-title">
      <div className="container pp-narrow">
        <h2 id="pricing-enquiry-title" className="pp-section__title">
          Questions about pricing?
        </h2>
        <p className="pp-section__intro">Tell us about your charity and we&apos;ll reply within 24 hours.</p>
        <div className="pp-panel">
          {sent ? (
            <div className="pp-thanks" role="status">
              <h3>Thank you for your enquiry</h3>
              <p>We&apos;ve received your message and will get back to you within 24 hours.</p>
              <button type="button" className="btn btn--ghost" onClick={() => setSent(false)}>
                Send another enquiry
              </button>
            </div>
          ) : (
            <EnquiryForm kind="pricing" onSubmitted={() => setSent(true)} />
          )}
        </div>
      </div>
    </section>
  );
}
