import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AVAILABILITY_LABELS, DIRECTORY_TEXTS, REVIEW_TEXTS, availabilityStateOf, roleTitleFor, type ConsultantProfile as Profile } from '@contracts';
import { ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { Badge } from '@/shared/ui/badge';
import { AvailabilityBadge, AvailabilityNote, ExpertiseTags, cardSummary, daysSinceConfirmed, useGetConsultantQuery } from '@/entities/consultant';
import { CaseStudyArticle } from '@/entities/review';
import { initials } from '@/entities/session';
import { IntroductionDialog } from '@/features/request-introduction';
import './consultant-profile.css';

/** /consultants/{id} (spec 000 §2 "Consultant profile"); any failure to load is 'Consultant Not Found'. */
export function ConsultantProfilePage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError } = useGetConsultantQuery(id, { skip: !validId });

  if (validId && isLoading) return <Spinner fullPage label="Loading consultant…" />;
  if (!validId || isError || !data) return <ConsultantNotFound />;
  return <ConsultantProfile consultant={data} />;
}

function ConsultantNotFound() {
  usePageTitle(DIRECTORY_TEXTS.notFoundTitle);
  return (
    <div className="page-message">
      <h1>{DIRECTORY_TEXTS.notFoundTitle}</h1>
      <p>The consultant you are looking for is not in our directory.</p>
      <Link className="btn btn--primary" to={ROUTES.consultants}>
        {DIRECTORY_TEXTS.backToDirectory}
      </Link>
    </div>
  );
}

function ConsultantProfile({ consultant }: { consultant: Profile }) {
  const name = consultant.user.name;
  const role = roleTitleFor(consultant.expertise);
  usePageTitle(`${name}, ${role}`);
  usePageDescription(`${name}, ${role}${consultant.user.organisation ? ` at ${consultant.user.organisation}` : ''}: ${cardSummary(consultant.profileSummary) || 'a handpicked consultant for charities.'}`);
  const [requesting, setRequesting] = useState(false);
  const days = daysSinceConfirmed(consultant.availabilityConfirmedAt);
  const status = consultant.isApproved ? DIRECTORY_TEXTS.verified : DIRECTORY_TEXTS.pending;

  return (
    <div className="container consultant-profile">
      <Link className="consultant-profile__back" to={ROUTES.consultants}>
        {DIRECTORY_TEXTS.backToDirectory}
      </Link>

      <header className="consultant-profile__header">
        {consultant.profileImageUrl ? (
          <img className="consultant-profile__avatar" src={consultant.profileImageUrl} alt="" width={96} height={96} />
        ) : (
          <span className="consultant-profile__avatar consultant-profile__avatar--initials" aria-hidden="true">
            {initials(name)}
          </span>
        )}
        <div className="consultant-profile__identity">
          <h1 className="consultant-profile__name">{name}</h1>
          <p className="consultant-profile__role">{role}</p>
          {consultant.user.organisation && <p className="consultant-profile__organisation">{consultant.user.organisation}</p>}
          <div className="consultant-profile__badges">
            <AvailabilityBadge consultant={consultant} />
            {consultant.isApproved && <Badge tone="info">{DIRECTORY_TEXTS.verified}</Badge>}
            {consultant.isFeatured && <Badge tone="neutral">{DIRECTORY_TEXTS.featured}</Badge>}
          </div>
          {days !== null && <p className="consultant-profile__confirmed">{DIRECTORY_TEXTS.confirmedDaysAgo(days)}</p>}
        </div>
        <div className="consultant-profile__request">
          <button
            type="button"
            className="btn btn--primary"
            disabled={!consultant.availableNow}
            aria-describedby={consultant.availableNow ? undefined : 'consultant-capacity'}
            onClick={() => setRequesting(true)}
          >
            {DIRECTORY_TEXTS.requestIntroduction}
          </button>
          <AvailabilityNote consultant={consultant} id="consultant-capacity" className="consultant-profile__capacity" />
        </div>
      </header>

      <div className="consultant-profile__grid">
        <div className="consultant-profile__main">
          <Section title="About">{consultant.profileSummary}</Section>
          <Section title="Expertise">
            <ExpertiseTags expertise={consultant.expertise} />
          </Section>
          <Section title="Specializations">{consultant.specializations}</Section>
          <Section title="Professional Background">{consultant.user.bio}</Section>
          <Section title="Experience & Track Record">{consultant.previousExperience}</Section>
          <ProfileReviews consultant={consultant} />
          <ProfileCaseStudies consultant={consultant} />
        </div>

        <aside className="consultant-profile__glance" aria-labelledby="at-a-glance">
          <h2 id="at-a-glance">At a Glance</h2>
          <dl>
            <Fact label="Experience">{DIRECTORY_TEXTS.years(consultant.yearsExperience)}</Fact>
            <Fact label="Expertise Areas">{consultant.expertise.length}</Fact>
            <Fact label="Availability">
              {AVAILABILITY_LABELS[availabilityStateOf(consultant)]}
            </Fact>
            <Fact label="Profile Status">{status}</Fact>
            <Fact label="Rating">
              {consultant.rating.average !== null ? REVIEW_TEXTS.ratingSummary(consultant.rating.average, consultant.rating.count) : REVIEW_TEXTS.noRating(consultant.rating.count)}
            </Fact>
            <Fact label="Featured Level">{consultant.isFeatured ? DIRECTORY_TEXTS.featured : 'Standard'}</Fact>
          </dl>
        </aside>
      </div>

      <IntroductionDialog open={requesting} onClose={() => setRequesting(false)} consultantId={consultant.id} consultantName={name} />
    </div>
  );
}

/** A section of the profile; an empty one says so instead of disappearing, so the layout stays predictable. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="consultant-profile__section">
      <h2>{title}</h2>
      {children ? <div className="consultant-profile__text">{children}</div> : <p className="consultant-profile__empty">Not provided yet.</p>}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="consultant-profile__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Issue 18: the latest published reviews with the consultant's replies; the charity by organisation or cause only (D4). */
function ProfileReviews({ consultant }: { consultant: Profile }) {
  return (
    <section className="consultant-profile__section" aria-labelledby="profile-reviews">
      <h2 id="profile-reviews">{REVIEW_TEXTS.reviewsHeading}</h2>
      <p className="consultant-profile__rating">
        {consultant.rating.average !== null ? REVIEW_TEXTS.ratingSummary(consultant.rating.average, consultant.rating.count) : REVIEW_TEXTS.noRating(consultant.rating.count)}
      </p>
      {consultant.reviews.length > 0 && (
        <ul className="consultant-profile__reviews">
          {consultant.reviews.map((review) => (
            <li key={review.id} className="consultant-profile__review">
              <p className="consultant-profile__review-score">
                {review.score.toFixed(1)} out of 5 · {review.charity}
              </p>
              <p className="consultant-profile__review-detail">
                {REVIEW_TEXTS.expertise} {review.expertise}, {REVIEW_TEXTS.communication} {review.communication}, {REVIEW_TEXTS.impact} {review.impact}
              </p>
              <blockquote className="consultant-profile__text">{review.text}</blockquote>
              {review.reply && (
                <div className="consultant-profile__reply">
                  <h3>{REVIEW_TEXTS.replyHeading}</h3>
                  <p>{review.reply.text}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Issue 18: case studies the charity approved, named or anonymised as it chose. */
function ProfileCaseStudies({ consultant }: { consultant: Profile }) {
  if (consultant.caseStudies.length === 0) return null;
  return (
    <section className="consultant-profile__section" aria-labelledby="profile-case-studies">
      <h2 id="profile-case-studies">{REVIEW_TEXTS.caseStudiesHeading}</h2>
      {consultant.caseStudies.map((study) => (
        <CaseStudyArticle
          key={study.id}
          study={study}
          className="consultant-profile__case-study"
          charityClassName="consultant-profile__case-study-charity"
          figuresClassName="consultant-profile__figures"
        />
      ))}
    </section>
  );
}
