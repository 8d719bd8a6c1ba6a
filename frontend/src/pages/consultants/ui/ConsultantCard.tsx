import { Link } from 'react-router-dom';
import { DIRECTORY_CARD_MAX_TAGS, DIRECTORY_TEXTS, REVIEW_TEXTS, roleTitleFor, type DirectoryConsultant } from '@contracts';
import { ROUTES } from '@/shared/config';
import { AvailabilityBadge, AvailabilityNote, ExpertiseTags, cardSummary } from '@/entities/consultant';

interface ConsultantCardProps {
  consultant: DirectoryConsultant;
  onRequestIntroduction: (consultant: DirectoryConsultant) => void;
}

/** One directory card, exactly as spec 000 §2 lists it. */
export function ConsultantCard({ consultant, onRequestIntroduction }: ConsultantCardProps) {
  const headingId = `consultant-${consultant.id}-name`;
  const noteId = `consultant-${consultant.id}-availability`;
  return (
    <article className="consultant-card" aria-labelledby={headingId}>
      <div className="consultant-card__top">
        <div>
          <h2 id={headingId} className="consultant-card__name">
            {consultant.user.name}
          </h2>
          <p className="consultant-card__role">{roleTitleFor(consultant.expertise)}</p>
          {consultant.user.organisation && <p className="consultant-card__organisation">{consultant.user.organisation}</p>}
        </div>
        <AvailabilityBadge consultant={consultant} />
      </div>
      <p className="consultant-card__years">{DIRECTORY_TEXTS.years(consultant.yearsExperience)} experience</p>
      {/* Issue 18: the rating and its count once there is a published review. */}
      {consultant.rating.count > 0 && (
        <p className="consultant-card__rating">
          {consultant.rating.average !== null ? REVIEW_TEXTS.ratingSummary(consultant.rating.average, consultant.rating.count) : REVIEW_TEXTS.noRating(consultant.rating.count)}
        </p>
      )}
      <ExpertiseTags expertise={consultant.expertise} max={DIRECTORY_CARD_MAX_TAGS} />
      {consultant.profileSummary && <p className="consultant-card__summary">{cardSummary(consultant.profileSummary)}</p>}
      <AvailabilityNote consultant={consultant} id={noteId} className="consultant-card__availability" />
      <div className="consultant-card__actions">
        <Link className="btn btn--outline btn--sm" to={ROUTES.consultantProfile(consultant.id)} aria-describedby={headingId}>
          {DIRECTORY_TEXTS.viewProfile}
        </Link>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={!consultant.availableNow}
          aria-describedby={consultant.availableNow ? headingId : `${headingId} ${noteId}`}
          onClick={() => onRequestIntroduction(consultant)}
        >
          {DIRECTORY_TEXTS.requestIntroduction}
        </button>
      </div>
    </article>
  );
}
