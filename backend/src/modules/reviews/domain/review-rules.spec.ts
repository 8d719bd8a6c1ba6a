import { blindWindowOver, daysAfter, dueReminder, ratingFromTenths, ratingOf, revealsOnSubmit, reviewRefusal, scoreOf } from './review-rules';

const completedAt = new Date('2026-03-01T10:00:00Z');
const at = (days: number, extraMs = 0) => new Date(daysAfter(completedAt, days).getTime() + extraMs);

describe('review rules (D18)', () => {
  describe('who may review when', () => {
    it('refuses before completion, a second review and after 30 days', () => {
      expect(reviewRefusal({ completedAt: null, alreadyReviewed: false, now: at(1) })).toBe('not-completed');
      expect(reviewRefusal({ completedAt, alreadyReviewed: true, now: at(1) })).toBe('already-reviewed');
      expect(reviewRefusal({ completedAt, alreadyReviewed: false, now: at(30, -1) })).toBeNull();
      expect(reviewRefusal({ completedAt, alreadyReviewed: false, now: at(30) })).toBe('closed');
    });
  });

  describe('double-blind publication', () => {
    it('holds the first review back while the other side has not reviewed and 14 days have not passed', () => {
      expect(revealsOnSubmit({ otherSubmitted: false, revealedAt: null, completedAt, now: at(13, 86_399_000) })).toBe(false);
    });

    it('publishes both once the second side submits', () => {
      expect(revealsOnSubmit({ otherSubmitted: true, revealedAt: null, completedAt, now: at(2) })).toBe(true);
    });

    it('publishes at once a review sent after the 14 days or after the round was revealed', () => {
      expect(revealsOnSubmit({ otherSubmitted: false, revealedAt: null, completedAt, now: at(14) })).toBe(true);
      expect(revealsOnSubmit({ otherSubmitted: false, revealedAt: at(14), completedAt, now: at(20) })).toBe(true);
    });

    it('lets the job reveal a round exactly from day 14', () => {
      expect(blindWindowOver(completedAt, at(14, -1))).toBe(false);
      expect(blindWindowOver(completedAt, at(14))).toBe(true);
    });
  });

  describe('reminders at 7 and 21 days', () => {
    it('is due once each, the second skipping an unsent first, none once the window closed', () => {
      expect(dueReminder({ completedAt, firstSentAt: null, secondSentAt: null, now: at(7, -1) })).toBeNull();
      expect(dueReminder({ completedAt, firstSentAt: null, secondSentAt: null, now: at(7) })).toBe(0);
      expect(dueReminder({ completedAt, firstSentAt: at(7), secondSentAt: null, now: at(10) })).toBeNull();
      expect(dueReminder({ completedAt, firstSentAt: at(7), secondSentAt: null, now: at(21) })).toBe(1);
      expect(dueReminder({ completedAt, firstSentAt: null, secondSentAt: null, now: at(22) })).toBe(1);
      expect(dueReminder({ completedAt, firstSentAt: at(7), secondSentAt: at(21), now: at(25) })).toBeNull();
      expect(dueReminder({ completedAt, firstSentAt: null, secondSentAt: null, now: at(30) })).toBeNull();
    });
  });

  describe('scores and the rating threshold', () => {
    it('scores a review as the mean of its three ratings to one decimal', () => {
      expect(scoreOf({ expertise: 5, communication: 4, impact: 4 })).toBe(4.3);
      expect(scoreOf({ expertise: 5, communication: 5, impact: 4 })).toBe(4.7);
      expect(scoreOf({ expertise: 1, communication: 1, impact: 1 })).toBe(1);
    });

    it('has no average under 3 reviews but still counts them', () => {
      expect(ratingOf(0, 0)).toEqual({ average: null, averageTenths: null, count: 0 });
      expect(ratingOf(28, 2)).toEqual({ average: null, averageTenths: null, count: 2 });
    });

    it('averages the scores from 3 reviews upward, rounded to one decimal', () => {
      // Scores 4.33…, 4.66…, 3 → mean 4.0
      expect(ratingOf(13 + 14 + 9, 3)).toEqual({ average: 4, averageTenths: 40, count: 3 });
      // Scores 5, 5, 5, 4.33… → 4.83… → 4.8
      expect(ratingOf(15 * 3 + 13, 4).average).toBe(4.8);
    });

    it('reads a stored aggregate the same way', () => {
      expect(ratingFromTenths(43, 5)).toEqual({ average: 4.3, count: 5 });
      expect(ratingFromTenths(null, 2)).toEqual({ average: null, count: 2 });
    });
  });
});
