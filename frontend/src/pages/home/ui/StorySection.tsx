import { BRAND_NAME } from '@/shared/config';

export function StorySection() {
  return (
    <section className="home-section" aria-labelledby="home-story-title">
      <div className="container home-story">
        <h2 id="home-story-title">Why we started {BRAND_NAME}</h2>
        <div className="home-story__text">
          <p>
            Most charities reach a moment when they need senior experience they don&apos;t have in-house: a finance
            director to steady the budget, a fundraiser to shape a new income strategy, someone who has guided a board
            through a merger. A full-time hire rarely makes sense for a few days a month, and large consultancies are
            built for larger budgets.
          </p>
          <p>
            At the same time, many of the most capable people in the sector, former chief executives, finance
            directors and heads of fundraising among them, want to keep making a difference on a part-time basis.
          </p>
          <p>
            {BRAND_NAME} brings the two together. We get to know every consultant personally before they join, so when
            we introduce someone to your charity we can stand behind the match.
          </p>
        </div>
      </div>
    </section>
  );
}
