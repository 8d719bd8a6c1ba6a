import { MIN_CONSULTANT_EXPERIENCE_YEARS } from '@contracts';

const DIFFERENCES = [
  {
    title: 'Handpicked and personally known',
    text: 'Every consultant is interviewed and approved by our team. We only introduce people we know and would trust with our own organisation.',
  },
  {
    title: 'Careers built in the sector',
    text: 'Our consultants have held senior roles in charities, so they understand trustees, restricted funds, volunteers and the reality of tight budgets.',
  },
  {
    title: 'Proven senior experience',
    text: `Typically at least ${MIN_CONSULTANT_EXPERIENCE_YEARS} years of senior experience in their specialism, from finance and governance to digital and HR.`,
  },
  {
    title: 'Part-time by design',
    text: 'Take the expertise you need, whether that is a day a week or a focused project, and keep the rest of your budget for your mission.',
  },
];

export function DifferenceSection() {
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-difference-title">
      <div className="container">
        <h2 id="home-difference-title" className="home-section__title">
          What makes our consultants different
        </h2>
        <ul className="home-cards home-cards--four">
          {DIFFERENCES.map((item) => (
            <li key={item.title} className="home-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
