import { AUDIT_ACTIONS } from './audit';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditDetailsText } from './audit-labels';

describe('audit action labels', () => {
  it('names every action in words, each differently', () => {
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(labels.every((label) => /^[A-Z][a-z]/.test(label) && !label.includes('_'))).toBe(true);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('keeps an unknown stored action readable as its key', () => {
    expect(auditActionLabel('password_reset')).toBe('Password reset');
    expect(auditActionLabel('legacy_thing')).toBe('legacy_thing');
  });

  it('reads an entry\'s details as words, not its JSON keys (issue 16)', () => {
    expect(auditDetailsText({ sessions: 3, resetTokens: 0 })).toBe('Sessions: 3; Reset tokens: 0');
    expect(auditDetailsText({ from: 'in_progress', to: 'completed', reason: 'Charity asked', tiers: ['small', 'medium'] })).toBe(
      'From: In progress; To: completed; Reason: Charity asked; Tiers: small, medium',
    );
    expect(auditDetailsText({ notifications: { read: 2, unread: 1 } })).toBe('Notifications: (Read: 2; Unread: 1)');
    expect(auditDetailsText({ email: 'sarah_jones@example.org', note: null })).toBe('Email: sarah_jones@example.org; Note: —');
    expect(auditDetailsText(null)).toBe('—');
    expect(auditDetailsText({})).toBe('—');
  });
});
