import { pricingFaq } from '../model/pricing';

/** Native <details>: an accordion that works by keyboard and screen reader without script. */
export function PricingFaq() {
  return (
    <section className="pp-section pp-section--tinted" aria-labelledby="pricing-faq-title">
      <div className="container pp-narrow">
        <h2 id="pricing-faq-title" className="pp-section__title">
          Frequently asked questions
        </h2>
        <div className="pricing-faq">
          {pricingFaq().map((item) => (
            <details key={item.question} className="pricing-faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
