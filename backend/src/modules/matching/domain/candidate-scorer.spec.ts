import { MATCH_LOAD_LIMIT, MATCH_WEIGHTS as W } from '../../../contracts';
import {
  availableNow,
  CandidateFacts,
  currentLoad,
  exclusionOf,
  expertiseOverlap,
  NeedProfile,
  namedByRequester,
  rankCandidates,
  responsiveness,
  similarCharities,
  trackRecord,
  yearsExperience,
} from './candidate-scorer';

const need: NeedProfile = { expertise: ['finance', 'fundraising'], sizeBand: 'small', cause: 'Poverty relief', namedConsultantId: null };

function facts(overrides: Partial<CandidateFacts> = {}): CandidateFacts {
  return {
    consultantId: 1,
    name: 'Tom',
    expertise: ['finance'],
    yearsExperience: 5,
    availableNow: true,
    completedProjects: 0,
    sameBandProjects: 0,
    sameCauseProjects: 0,
    inProgressProjects: 0,
    answerHours: [],
    declinedThisNeed: false,
    ...overrides,
  };
}

describe('scoring factors (D17)', () => {
  it('expertise overlap: a share of the full points, with the areas named', () => {
    expect(expertiseOverlap(need, facts({ expertise: ['finance', 'fundraising', 'hr'] }))).toEqual({
      key: 'expertise_overlap',
      points: W.expertiseFull,
      reason: 'Covers 2 of the 2 areas you asked for: Finance & Accounting, Fundraising.',
    });
    expect(expertiseOverlap(need, facts()).points).toBe(W.expertiseFull / 2);
    expect(expertiseOverlap(need, facts({ expertise: ['legal'] })).points).toBe(0);
    expect(expertiseOverlap({ ...need, expertise: [] }, facts()).reason).toBe('The request did not name an area of expertise.');
  });

  it('available now', () => {
    expect(availableNow(facts()).points).toBe(W.availableNow);
    expect(availableNow(facts({ availableNow: false }))).toEqual({ key: 'available_now', points: 0, reason: 'Not available now.' });
  });

  it('years of experience, capped', () => {
    expect(yearsExperience(facts({ yearsExperience: 4 }))).toEqual({ key: 'years_experience', points: 4, reason: '4 years of experience.' });
    expect(yearsExperience(facts({ yearsExperience: 30 })).points).toBe(W.yearsExperienceMax);
    expect(yearsExperience(facts({ yearsExperience: 1 })).reason).toBe('1 year of experience.');
  });

  it('similar charities: same size band and same cause, capped; unknown band or cause counts nothing', () => {
    const c = facts({ sameBandProjects: 1, sameCauseProjects: 2 });
    expect(similarCharities(need, c)).toEqual({
      key: 'similar_charities',
      points: 3 * W.similarCharityPerProject,
      reason: 'Completed 1 project with charities of your size and 2 projects in your cause.',
    });
    expect(similarCharities({ ...need, sizeBand: null, cause: null }, c).points).toBe(0);
    expect(similarCharities(need, facts({ sameBandProjects: 50 })).points).toBe(W.similarCharitiesMax);
  });

  it('track record: completed projects, capped', () => {
    expect(trackRecord(facts({ completedProjects: 2 }))).toEqual({ key: 'track_record', points: 2 * W.trackRecordPerProject, reason: 'Completed 2 projects through us.' });
    expect(trackRecord(facts({ completedProjects: 99 })).points).toBe(W.trackRecordMax);
    expect(trackRecord(facts()).points).toBe(0);
  });

  it('adds how charities rated the work once there is an average (D18), and takes off for a poor one', () => {
    expect(trackRecord(facts({ completedProjects: 3, ratingAverage: 4.6 }))).toEqual({
      key: 'track_record',
      points: 3 * W.trackRecordPerProject + W.ratingExcellent,
      reason: 'Completed 3 projects through us. Charities rate their work 4.6 out of 5.',
    });
    expect(trackRecord(facts({ completedProjects: 3, ratingAverage: 4.0 })).points).toBe(3 * W.trackRecordPerProject + W.ratingGood);
    expect(trackRecord(facts({ completedProjects: 3, ratingAverage: 3.5 })).points).toBe(3 * W.trackRecordPerProject);
    expect(trackRecord(facts({ completedProjects: 3, ratingAverage: 2.9 })).points).toBe(3 * W.trackRecordPerProject + W.ratingPoor);
    expect(trackRecord(facts({ completedProjects: 3, ratingAverage: null })).reason).toBe('Completed 3 projects through us.');
  });

  it('current load takes points off per project in progress', () => {
    expect(currentLoad(facts({ inProgressProjects: 2 }))).toEqual({ key: 'current_load', points: 2 * W.loadPerProject, reason: 'Already working on 2 projects.' });
    expect(currentLoad(facts()).points).toBe(0);
  });

  it('responsiveness: the median answer time; none yet is neutral, a slow median costs points', () => {
    expect(responsiveness(facts())).toEqual({ key: 'responsiveness', points: 0, reason: 'Has not answered a match request yet.' });
    expect(responsiveness(facts({ answerHours: [2, 3, 40] }))).toEqual({ key: 'responsiveness', points: W.responsivenessFast, reason: 'Usually answers within 3 hours.' });
    expect(responsiveness(facts({ answerHours: [20, 22] })).points).toBe(W.responsivenessWithinDay);
    expect(responsiveness(facts({ answerHours: [30] })).points).toBe(0);
    expect(responsiveness(facts({ answerHours: [48, 48, 1] })).points).toBe(W.responsivenessSlow);
  });

  it('the consultant the requester named', () => {
    expect(namedByRequester({ ...need, namedConsultantId: 1 }, facts()).points).toBe(W.namedByRequester);
    expect(namedByRequester({ ...need, namedConsultantId: 2 }, facts()).points).toBe(0);
  });
});

describe('ranking', () => {
  it('sums the factors, every factor named, highest first', () => {
    const ranked = rankCandidates(need, [facts({ consultantId: 1 }), facts({ consultantId: 2, expertise: ['finance', 'fundraising'] })]);
    expect(ranked.data.map((c) => c.consultantId)).toEqual([2, 1]);
    for (const c of ranked.data) {
      expect(c.factors).toHaveLength(8);
      expect(c.score).toBe(c.factors.reduce((sum, f) => sum + f.points, 0));
    }
    expect(ranked.data[0].score).toBe(W.expertiseFull + W.availableNow + 5);
  });

  it('breaks ties by the lower consultant id, whatever the input order', () => {
    const a = rankCandidates(need, [facts({ consultantId: 9 }), facts({ consultantId: 3 }), facts({ consultantId: 5 })]);
    const b = rankCandidates(need, [facts({ consultantId: 5 }), facts({ consultantId: 9 }), facts({ consultantId: 3 })]);
    expect(a.data.map((c) => c.consultantId)).toEqual([3, 5, 9]);
    expect(b).toEqual(a);
  });

  it('lists the unavailable, the overloaded and those who declined apart, with the reason', () => {
    const ranked = rankCandidates(need, [
      facts({ consultantId: 1, availableNow: false }),
      facts({ consultantId: 2, inProgressProjects: MATCH_LOAD_LIMIT }),
      facts({ consultantId: 3, declinedThisNeed: true }),
      facts({ consultantId: 4 }),
    ]);
    expect(ranked.data.map((c) => c.consultantId)).toEqual([4]);
    expect(ranked.excluded.map((c) => [c.consultantId, c.reasonKey])).toEqual([
      [1, 'unavailable'],
      [2, 'at_load_limit'],
      [3, 'declined_this_need'],
    ]);
    expect(ranked.excluded[0].reason).toMatch(/Not available now/);
  });

  it('an exclusion reason is chosen in a fixed order', () => {
    expect(exclusionOf(facts({ availableNow: false, declinedThisNeed: true }))).toBe('declined_this_need');
    expect(exclusionOf(facts({ availableNow: false, inProgressProjects: 9 }))).toBe('unavailable');
  });
});
