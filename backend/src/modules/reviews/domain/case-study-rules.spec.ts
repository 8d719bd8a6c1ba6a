import { caseStudyHash, caseStudyLength, caseStudyLengthError, mayDecide, normaliseCaseStudy } from './case-study-rules';

const base = { title: 'T', challenge: 'c'.repeat(30), approach: 'a'.repeat(30), outcome: 'o'.repeat(30) };

describe('case study rules (D18)', () => {
  it('counts every part, figures included, after trimming', () => {
    const text = normaliseCaseStudy({ ...base, title: '  T  ', figures: [{ value: '40%', label: 'more donors' }] });
    expect(caseStudyLength(text)).toBe(1 + 90 + 3 + 11);
  });

  it('needs 100 to 3,000 characters in all', () => {
    expect(caseStudyLengthError(normaliseCaseStudy(base))).toMatch(/at least 100/);
    expect(caseStudyLengthError(normaliseCaseStudy({ ...base, title: 'x'.repeat(10) }))).toBeNull();
    expect(caseStudyLengthError(normaliseCaseStudy({ ...base, outcome: 'o'.repeat(2950) }))).toMatch(/at most 3000/);
  });

  it('hashes the exact text, so any change is a new consent', () => {
    const one = normaliseCaseStudy({ ...base, figures: [] });
    expect(caseStudyHash(one)).toBe(caseStudyHash(normaliseCaseStudy({ ...base })));
    expect(caseStudyHash(one)).not.toBe(caseStudyHash({ ...one, outcome: `${one.outcome}.` }));
  });

  it('approves or declines only a pending case study and withdraws only an approved one', () => {
    expect(mayDecide('pending', 'approved')).toBe(true);
    expect(mayDecide('pending', 'declined')).toBe(true);
    expect(mayDecide('approved', 'approved')).toBe(false);
    expect(mayDecide('approved', 'withdrawn')).toBe(true);
    expect(mayDecide('pending', 'withdrawn')).toBe(false);
    expect(mayDecide('declined', 'withdrawn')).toBe(false);
  });
});
