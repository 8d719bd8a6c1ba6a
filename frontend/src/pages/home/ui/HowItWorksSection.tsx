import { REVIEW_BUSINESS_DAYS } from '@contracts';

const STEPS = [
  {
    title: 'Consultant applies',
    text: 'Experienced charity professionals apply with their background, areas of expertise and availability.',
  },
  {
    title: 'Interviewed and approved',
    text: `We review every application within ${REVIEW_BUSINESS_DAYS} and interview promising applicants before approving them.`,
  },
  {
    title: 'Matched with charities',
    text: 'Approved consultants are introduced to charities whose needs fit their experience, starting with an introductory call.',
  },
];

export function HowItWorksSection() {
  return (
    <section className="home-section" aria-labelledby="home-how-title">
      <div className="container">
        <h2 id="home-how-title" className="home-section__title">
          How it works
        </h2>
        <p className="home-section__intro">Every consultant joins through the same careful process.</p>
        <ol className="home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="home-step">
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
