import { Checkbox, Form, Input } from 'antd';
import { Link, useParams } from 'react-router-dom';
import {
  REPLY_TEXT_MAX,
  REPLY_TEXT_MIN,
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TEXTS,
  type ProjectReviewsView,
} from '@contracts';
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

/** The ratings keep their fieldset of radios (one group per aspect); antd's Form.Item passes value and onChange. */
function RatingField({ name, label, value, onChange }: { name: string; label: string; value?: number; onChange?: (value: number) => void }) {
  return (
    <fieldset className="project-review__rating">
      <legend>{label}</legend>
      {RATINGS.map((rating) => (
        <label key={rating}>
          <input type="radio" name={name} value={rating} checked={value === rating} onChange={() => onChange?.(rating)} />
          {rating}
        </label>
      ))}
    </fieldset>
  );
}

const ratingRules = (label: string) => [{ required: true, message: REVIEW_MESSAGES.ratingInvalid(label) }];
const textRules = (min: number, max: number, tooShort: string, tooLong: string) => [
  { required: true, whitespace: true, min, message: tooShort },
  { max, message: tooLong },
];

/** The ratings start unset; the rules hold onFinish back until every one asked for is chosen. */
interface ReviewValues {
  expertise: number;
  communication: number;
  impact: number;
  rating: number;
  text: string;
  anonymous: boolean;
}

function ReviewForm({ view, onSent }: { view: ProjectReviewsView; onSent: () => void }) {
  const [submit, { isLoading, error }] = useSubmitReviewMutation();
  const onFinish = async ({ expertise, communication, impact, rating, text, anonymous }: ReviewValues) => {
    const body = view.side === 'charity' ? { expertise, communication, impact, text, anonymous } : { rating, text };
    const result = await submit({ projectId: view.projectId, body });
    if (!('error' in result)) onSent();
  };
  const title = view.side === 'charity' ? REVIEW_TEXTS.charityFormTitle : REVIEW_TEXTS.consultantFormTitle;
  const ratings = view.side === 'charity' ? (['expertise', 'communication', 'impact'] as const) : (['rating'] as const);
  return (
    <Form<ReviewValues> name="review" layout="vertical" className="project-review__form" aria-label={title} initialValues={{ text: '', anonymous: false }} onFinish={onFinish}>
      {ratings.map((key) => (
        <Form.Item key={key} name={key} rules={ratingRules(REVIEW_TEXTS[key])}>
          <RatingField name={key} label={REVIEW_TEXTS[key]} />
        </Form.Item>
      ))}
      <Form.Item name="text" label={REVIEW_TEXTS.text} rules={textRules(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooShort, REVIEW_MESSAGES.textTooLong)}>
        <Input.TextArea rows={6} maxLength={REVIEW_TEXT_MAX} />
      </Form.Item>
      {view.side === 'charity' && (
        <Form.Item name="anonymous" valuePropName="checked">
          <Checkbox>{REVIEW_TEXTS.anonymous}</Checkbox>
        </Form.Item>
      )}
      {error && <p role="alert">{serverMessage(error)}</p>}
      <button type="submit" className="btn btn--primary" disabled={isLoading}>
        {REVIEW_TEXTS.submit}
      </button>
    </Form>
  );
}

function ReceivedReview({ view, onReplied }: { view: ProjectReviewsView; onReplied: () => void }) {
  const received = view.received!;
  const [reply, { isLoading, error }] = useReplyToReviewMutation();
  const onFinish = async ({ text }: { text: string }) => {
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
          <Form<{ text: string }> name="reply" layout="vertical" aria-label={REVIEW_TEXTS.reply} initialValues={{ text: '' }} onFinish={onFinish}>
            <Form.Item name="text" label={REVIEW_TEXTS.reply} rules={textRules(REPLY_TEXT_MIN, REPLY_TEXT_MAX, REVIEW_MESSAGES.replyTooShort, REVIEW_MESSAGES.replyTooLong)}>
              <Input.TextArea rows={4} maxLength={REPLY_TEXT_MAX} />
            </Form.Item>
            {error && <p role="alert">{serverMessage(error)}</p>}
            <button type="submit" className="btn btn--primary" disabled={isLoading}>
              {REVIEW_TEXTS.sendReply}
            </button>
          </Form>
        )
      )}
    </section>
  );
}
