import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX, REVIEW_TEXTS, type ProjectReviewsView } from '@contracts';
import { ROUTES } from '@/shared/config';
import { serverMessage } from '@/shared/api';
import { usePageTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { useGetProjectReviewsQuery, useReplyToReviewMutation, useSubmitReviewMutation } from '@/entities/review';
import './project-review.css';

const RATINGS = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => REVIEW_RATING_MIN + i);

/** /projects/{id}/review (issue 18): the notification, the mail and the project page lead here. */
export function ProjectReviewPage() {
  const projectId = Number(useParams().id);
  const { data, isLoading, error, refetch } = useGetProjectReviewsQuery(projectId, { skip: !Number.isInteger(projectId) });
  usePageTitle(data ? `Review: ${data.projectTitle}` : 'Review');
  if (isLoading) return <Spinner fullPage label="Loading review…" />;
  if (!data) {
    return (
      <div className="container page-message">
        <h1>Review</h1>
        <p role="alert">{serverMessage(error) ?? 'This review could not be loaded.'}</p>
      </div>
    );
  }
  return (
    <div className="container project-review">
      <Link to={ROUTES.projectDetail(projectId)}>Back to the project</Link>
      <h1>{data.side === 'charity' ? REVIEW_TEXTS.charityFormTitle : REVIEW_TEXTS.consultantFormTitle}</h1>
      <p>
        “{data.projectTitle}” with {data.otherPartyName}. {REVIEW_TEXTS.blindHint}
      </p>
      {data.side === 'consultant' && <p>{REVIEW_TEXTS.consultantFormHint}</p>}
      {data.own ? <OwnReview view={data} /> : data.canReview ? <ReviewForm view={data} onSent={refetch} /> : <p>Reviews for this project are closed.</p>}
      {data.received && <ReceivedReview view={data} onReplied={refetch} />}
    </div>
  );
}

function OwnReview({ view }: { view: ProjectReviewsView }) {
  const own = view.own!;
  return (
    <section aria-labelledby="own-review">
      <h2 id="own-review">Your review</h2>
      <p role="status">{own.publishedAt ? 'Published.' : REVIEW_TEXTS.sent}</p>
      <blockquote>{own.text}</blockquote>
    </section>
  );
}

function RatingField({ name, label, value, onChange }: { name: string; label: string; value: number; onChange: (value: number) => void }) {
  return (
    <fieldset className="project-review__rating">
      <legend>{label}</legend>
      {RATINGS.map((rating) => (
        <label key={rating}>
          <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange(rating)} required />
          {rating}
        </label>
      ))}
    </fieldset>
  );
}

function ReviewForm({ view, onSent }: { view: ProjectReviewsView; onSent: () => void }) {
  const [submit, { isLoading, error }] = useSubmitReviewMutation();
  const [ratings, setRatings] = useState({ expertise: 0, communication: 0, impact: 0, rating: 0 });
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const set = (key: keyof typeof ratings) => (value: number) => setRatings((current) => ({ ...current, [key]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body =
      view.side === 'charity'
        ? { expertise: ratings.expertise, communication: ratings.communication, impact: ratings.impact, text, anonymous }
        : { rating: ratings.rating, text };
    const result = await submit({ projectId: view.projectId, body });
    if (!('error' in result)) onSent();
  };
  return (
    <form className="project-review__form" onSubmit={onSubmit} aria-label={view.side === 'charity' ? REVIEW_TEXTS.charityFormTitle : REVIEW_TEXTS.consultantFormTitle}>
      {view.side === 'charity' ? (
        <>
          <RatingField name="expertise" label={REVIEW_TEXTS.expertise} value={ratings.expertise} onChange={set('expertise')} />
          <RatingField name="communication" label={REVIEW_TEXTS.communication} value={ratings.communication} onChange={set('communication')} />
          <RatingField name="impact" label={REVIEW_TEXTS.impact} value={ratings.impact} onChange={set('impact')} />
        </>
      ) : (
        <RatingField name="rating" label={REVIEW_TEXTS.rating} value={ratings.rating} onChange={set('rating')} />
      )}
      <label htmlFor="review-text">{REVIEW_TEXTS.text}</label>
      <textarea id="review-text" value={text} maxLength={REVIEW_TEXT_MAX} rows={6} onChange={(event) => setText(event.target.value)} required />
      {view.side === 'charity' && (
        <label className="project-review__check">
          <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
          {REVIEW_TEXTS.anonymous}
        </label>
      )}
      {error && <p role="alert">{serverMessage(error)}</p>}
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {REVIEW_TEXTS.submit}
      </button>
    </form>
  );
}

function ReceivedReview({ view, onReplied }: { view: ProjectReviewsView; onReplied: () => void }) {
  const received = view.received!;
  const [reply, { isLoading, error }] = useReplyToReviewMutation();
  const [text, setText] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await reply({ reviewId: received.id, text });
    if (!('error' in result)) onReplied();
  };
  return (
    <section aria-labelledby="received-review">
      <h2 id="received-review">The charity’s review</h2>
      <p>
        {REVIEW_TEXTS.expertise} {received.expertise}, {REVIEW_TEXTS.communication} {received.communication}, {REVIEW_TEXTS.impact} {received.impact}
      </p>
      <blockquote>{received.text}</blockquote>
      {received.reply ? (
        <p>
          {REVIEW_TEXTS.replyHeading}: {received.reply.text}
        </p>
      ) : (
        view.canReply && (
          <form onSubmit={onSubmit} aria-label={REVIEW_TEXTS.reply}>
            <label htmlFor="reply-text">{REVIEW_TEXTS.reply}</label>
            <textarea id="reply-text" value={text} rows={4} onChange={(event) => setText(event.target.value)} required />
            {error && <p role="alert">{serverMessage(error)}</p>}
            <button type="submit" className="btn btn--primary" disabled={isLoading}>
              {REVIEW_TEXTS.sendReply}
            </button>
          </form>
        )
      )}
    </section>
  );
}
