import { AUDIT_ACTIONS } from './audit';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-labels';

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
});
