import { planDigests, UnreadMessageFacts } from './unread-digest';

const base = { charityUserId: 1, charityName: 'Priya', charityEmail: 'priya@x.org', consultantUserId: 2, consultantName: 'Helen', consultantEmail: 'helen@x.org' };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const msg = (id: number, senderId: number, minute: number, projectId = 10, extra: Partial<UnreadMessageFacts> = {}): UnreadMessageFacts => ({
  id,
  projectId,
  projectTitle: `Project ${projectId}`,
  senderId,
  createdAt: at(minute),
  ...base,
  ...extra,
});

describe('planDigests (D8)', () => {
  it('sends one mail for three messages once the oldest is past the cutoff', () => {
    const batches = planDigests([msg(1, 1, 0), msg(2, 1, 1), msg(3, 1, 2)], at(16));
    expect(batches).toEqual([{ recipient: { userId: 2, name: 'Helen', email: 'helen@x.org' }, messageIds: [1, 2, 3], projects: [{ id: 10, title: 'Project 10', unread: 3 }] }]);
  });

  it('waits while every unread message is younger than the cutoff', () => {
    expect(planDigests([msg(1, 1, 10), msg(2, 1, 11)], at(5))).toEqual([]);
  });

  it('includes newer messages in a due batch, groups projects, and addresses each side', () => {
    const batches = planDigests([msg(1, 2, 0), msg(2, 2, 30, 11), msg(3, 1, 1)], at(15));
    expect(batches.find((b) => b.recipient.userId === 1)?.projects).toEqual([
      { id: 10, title: 'Project 10', unread: 1 },
      { id: 11, title: 'Project 11', unread: 1 },
    ]);
    expect(batches.find((b) => b.recipient.userId === 2)?.messageIds).toEqual([3]);
  });

  it('skips messages with nobody on the other side', () => {
    expect(planDigests([msg(1, 1, 0, 10, { consultantUserId: null, consultantEmail: null })], at(60))).toEqual([]);
  });
});
