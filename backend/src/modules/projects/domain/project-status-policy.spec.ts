import { PROJECT_STATUSES, ProjectStatus } from '../../../contracts';
import { isAllowedMove, mayChangeStatus, mayPostMessages, relationTo, statusAfterAssignment } from './project-status-policy';

const allMoves = PROJECT_STATUSES.flatMap((from) => PROJECT_STATUSES.map((to) => [from, to] as [ProjectStatus, ProjectStatus]));

describe('project status rules (D8)', () => {
  it('knows exactly the moves of D8', () => {
    const allowed = allMoves.filter(([from, to]) => isAllowedMove(from, to)).map(([from, to]) => `${from}>${to}`);
    expect(allowed.sort()).toEqual(
      ['pending>matching', 'matching>in_progress', 'in_progress>completed', 'pending>cancelled', 'matching>cancelled', 'in_progress>cancelled'].sort(),
    );
  });

  it('lets an admin make every allowed move, but start work only with a consultant', () => {
    for (const [from, to] of allMoves) {
      const expected = isAllowedMove(from, to);
      expect(mayChangeStatus('admin', { status: from, consultantId: 7 }, to)).toBe(expected);
    }
    expect(mayChangeStatus('admin', { status: 'matching', consultantId: null }, 'in_progress')).toBe(false);
  });

  it('lets the assigned consultant only complete work in progress', () => {
    const allowed = allMoves.filter(([from, to]) => mayChangeStatus('consultant', { status: from, consultantId: 7 }, to));
    expect(allowed).toEqual([['in_progress', 'completed']]);
  });

  it('lets the owning charity only cancel while pending or matching', () => {
    const allowed = allMoves.filter(([from, to]) => mayChangeStatus('owner', { status: from, consultantId: null }, to));
    expect(allowed).toEqual([
      ['pending', 'cancelled'],
      ['matching', 'cancelled'],
    ]);
  });

  it('moves an assigned project to in progress, and refuses assignment once closed', () => {
    expect(statusAfterAssignment('pending')).toBe('in_progress');
    expect(statusAfterAssignment('matching')).toBe('in_progress');
    expect(statusAfterAssignment('in_progress')).toBe('in_progress');
    expect(statusAfterAssignment('completed')).toBeNull();
    expect(statusAfterAssignment('cancelled')).toBeNull();
  });
});

describe('relationTo', () => {
  const project = { charityUserId: 1, consultantUserId: 2 };
  it('finds the owner, the assigned consultant, an admin, or nobody', () => {
    expect(relationTo({ userId: 1, isAdmin: false }, project)).toBe('owner');
    expect(relationTo({ userId: 2, isAdmin: true }, project)).toBe('consultant');
    expect(relationTo({ userId: 3, isAdmin: true }, project)).toBe('admin');
    expect(relationTo({ userId: 9, isAdmin: false }, project)).toBeNull();
    expect(relationTo({ userId: 2, isAdmin: false }, { charityUserId: 1, consultantUserId: null })).toBeNull();
  });

  it('lets only the two sides post', () => {
    expect(mayPostMessages('owner')).toBe(true);
    expect(mayPostMessages('consultant')).toBe(true);
    expect(mayPostMessages('admin')).toBe(false);
  });
});
