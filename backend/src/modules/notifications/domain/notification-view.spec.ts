import { toNotificationView } from './notification-view';

const row = (kind: string, params: string) => ({ id: 7, kind, params, createdAt: new Date('2026-01-02T10:00:00Z'), readAt: null });

describe('toNotificationView', () => {
  it('says what happened and links to where, from the kind and its params', () => {
    expect(toNotificationView(row('projectMessage', JSON.stringify({ projectId: 4, projectTitle: 'Budget review', senderName: 'Sarah' })))).toEqual({
      id: 7,
      kind: 'projectMessage',
      title: 'New message from Sarah in "Budget review"',
      link: '/projects/4',
      createdAt: '2026-01-02T10:00:00.000Z',
      read: false,
    });
  });

  it('leaves out a kind this version does not know and params that do not parse', () => {
    expect(toNotificationView(row('fromTheFuture', '{}'))).toBeNull();
    expect(toNotificationView(row('projectMessage', '{not json'))).toBeNull();
    expect(toNotificationView(row('projectMessage', 'null'))).toBeNull();
  });

  it('marks a row with readAt as read', () => {
    expect(toNotificationView({ ...row('applicationApproved', '{}'), readAt: new Date() })?.read).toBe(true);
  });
});
