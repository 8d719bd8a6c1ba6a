import {
  EXCLUSION_REASON_TEXTS,
  EXPERTISE_LABELS,
  ExclusionReason,
  ExpertiseKey,
  isExpertiseKey,
  MATCH_LOAD_LIMIT,
  MATCH_WEIGHTS as W,
  MatchCandidatesView,
  MatchFactorView,
  MembershipTier,
} from '../../../contracts';

/** What the request asked for, as far as it is known. */
export interface NeedProfile {
  expertise: readonly ExpertiseKey[];
  sizeBand: MembershipTier | null;
  cause: string | null;
  namedConsultantId: number | null;
}

/** What is known about one consultant, read in bulk by the repository. */
export interface CandidateFacts {
  consultantId: number;
  name: string;
  expertise: readonly string[];
  yearsExperience: number;
  availableNow: boolean;
  completedProjects: number;
  sameBandProjects: number;
  sameCauseProjects: number;
  inProgressProjects: number;
  /** The published review average (one decimal), null under D18's three reviews. */
  ratingAverage?: number | null;
  /** Hours each answered or expired match request took (an expired one counts as the full window). */
  answerHours: readonly number[];
  declinedThisNeed: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function expertiseOverlap(need: NeedProfile, c: CandidateFacts): MatchFactorView {
  if (need.expertise.length === 0) return { key: 'expertise_overlap', points: 0, reason: 'The request did not name an area of expertise.' };
  const shared = need.expertise.filter((key) => c.expertise.includes(key));
  const points = Math.round((W.expertiseFull * shared.length) / need.expertise.length);
  if (shared.length === 0) return { key: 'expertise_overlap', points: 0, reason: 'Works in none of the areas you asked for.' };
  const names = shared.map((key) => EXPERTISE_LABELS[key]).join(', ');
  return { key: 'expertise_overlap', points, reason: `Covers ${shared.length} of the ${plural(need.expertise.length, 'area')} you asked for: ${names}.` };
}

export function availableNow(c: CandidateFacts): MatchFactorView {
  return c.availableNow
    ? { key: 'available_now', points: W.availableNow, reason: 'Available now, and confirmed it in the last 30 days.' }
    : { key: 'available_now', points: 0, reason: 'Not available now.' };
}

export function yearsExperience(c: CandidateFacts): MatchFactorView {
  const years = Math.max(0, Math.floor(c.yearsExperience));
  return { key: 'years_experience', points: Math.min(years, W.yearsExperienceMax), reason: `${plural(years, 'year')} of experience.` };
}

export function similarCharities(need: NeedProfile, c: CandidateFacts): MatchFactorView {
  const band = need.sizeBand ? c.sameBandProjects : 0;
  const cause = need.cause ? c.sameCauseProjects : 0;
  const points = Math.min(W.similarCharitiesMax, (band + cause) * W.similarCharityPerProject);
  if (band + cause === 0) return { key: 'similar_charities', points: 0, reason: 'Has not yet completed a project with a charity like yours.' };
  const parts = [band ? `${plural(band, 'project')} with charities of your size` : null, cause ? `${plural(cause, 'project')} in your cause` : null].filter(Boolean);
  return { key: 'similar_charities', points, reason: `Completed ${parts.join(' and ')}.` };
}

/** Completed projects, and once a consultant has enough published reviews for an average (D18), how they went. */
export function trackRecord(c: CandidateFacts): MatchFactorView {
  const projects = Math.min(W.trackRecordMax, c.completedProjects * W.trackRecordPerProject);
  const done = c.completedProjects ? `Completed ${plural(c.completedProjects, 'project')} through us.` : 'No completed projects through us yet.';
  const average = c.ratingAverage ?? null;
  if (average === null) return { key: 'track_record', points: projects, reason: done };
  const rating =
    average >= W.ratingExcellentFrom ? W.ratingExcellent : average >= W.ratingGoodFrom ? W.ratingGood : average < W.ratingPoorUnder ? W.ratingPoor : 0;
  return { key: 'track_record', points: projects + rating, reason: `${done} Charities rate their work ${average.toFixed(1)} out of 5.` };
}

export function currentLoad(c: CandidateFacts): MatchFactorView {
  const points = c.inProgressProjects ? c.inProgressProjects * W.loadPerProject : 0;
  return { key: 'current_load', points, reason: c.inProgressProjects ? `Already working on ${plural(c.inProgressProjects, 'project')}.` : 'No other projects in progress.' };
}

export function responsiveness(c: CandidateFacts): MatchFactorView {
  const hours = median(c.answerHours);
  if (hours === null) return { key: 'responsiveness', points: 0, reason: 'Has not answered a match request yet.' };
  const rounded = Math.round(hours);
  const said = `Usually answers within ${plural(Math.max(1, rounded), 'hour')}.`;
  if (hours <= W.responsivenessFastHours) return { key: 'responsiveness', points: W.responsivenessFast, reason: said };
  if (hours <= W.responsivenessWithinDayHours) return { key: 'responsiveness', points: W.responsivenessWithinDay, reason: said };
  if (hours < 48) return { key: 'responsiveness', points: 0, reason: said };
  return { key: 'responsiveness', points: W.responsivenessSlow, reason: 'Often does not answer within 48 hours.' };
}

export function namedByRequester(need: NeedProfile, c: CandidateFacts): MatchFactorView {
  return need.namedConsultantId === c.consultantId
    ? { key: 'named_by_requester', points: W.namedByRequester, reason: 'You asked for this consultant by name.' }
    : { key: 'named_by_requester', points: 0, reason: 'Not the consultant you named.' };
}

function scoreFactors(need: NeedProfile, c: CandidateFacts): MatchFactorView[] {
  return [
    expertiseOverlap(need, c),
    availableNow(c),
    yearsExperience(c),
    similarCharities(need, c),
    trackRecord(c),
    currentLoad(c),
    responsiveness(c),
    namedByRequester(need, c),
  ];
}

/** Why a consultant cannot be shortlisted now, or null when they can. Checked in this order. */
export function exclusionOf(c: CandidateFacts): ExclusionReason | null {
  if (c.declinedThisNeed) return 'declined_this_need';
  if (!c.availableNow) return 'unavailable';
  if (c.inProgressProjects >= MATCH_LOAD_LIMIT) return 'at_load_limit';
  return null;
}

/**
 * Ranks the candidates (D17): the score is the sum of the named factors; equal scores keep the lower
 * consultant id first, so the same inputs always give the same order. Nobody is dropped: whoever cannot be
 * shortlisted now is listed apart with the reason.
 */
export function rankCandidates(need: NeedProfile, candidates: readonly CandidateFacts[]): MatchCandidatesView {
  const data: MatchCandidatesView['data'] = [];
  const excluded: MatchCandidatesView['excluded'] = [];
  for (const c of [...candidates].sort((a, b) => a.consultantId - b.consultantId)) {
    const reasonKey = exclusionOf(c);
    if (reasonKey) {
      excluded.push({ consultantId: c.consultantId, name: c.name, reason: EXCLUSION_REASON_TEXTS[reasonKey], reasonKey });
      continue;
    }
    const factors = scoreFactors(need, c);
    data.push({
      consultantId: c.consultantId,
      name: c.name,
      score: factors.reduce((sum, f) => sum + f.points, 0),
      factors,
      expertise: expertiseKeys(c.expertise),
    });
  }
  data.sort((a, b) => b.score - a.score || a.consultantId - b.consultantId);
  return { data, excluded };
}

/** Only known keys, each once, in the canonical order. */
export function expertiseKeys(values: readonly unknown[]): ExpertiseKey[] {
  return [...new Set(values.filter(isExpertiseKey))];
}
