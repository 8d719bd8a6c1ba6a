import { projectListScope, toDateOnly } from './project-visibility';

describe('projectListScope (D8)', () => {
  it('lists a charity its own projects', () => {
    expect(projectListScope({ role: 'charity', isConsultant: false, isAdmin: false })).toBe('charity');
  });

  it('lists a consultant, and an admin who is a consultant, their assigned projects', () => {
    expect(projectListScope({ role: 'consultant', isConsultant: true, isAdmin: false })).toBe('consultant');
    expect(projectListScope({ role: 'admin', isConsultant: true, isAdmin: true })).toBe('consultant');
  });

  it('lists a plain admin every project', () => {
    expect(projectListScope({ role: 'admin', isConsultant: false, isAdmin: true })).toBe('all');
  });
});

describe('toDateOnly', () => {
  it('keeps date strings and cuts timestamps to the date', () => {
    expect(toDateOnly('2025-03-01')).toBe('2025-03-01');
    expect(toDateOnly(new Date('2025-03-01T00:00:00.000Z'))).toBe('2025-03-01');
  });

  it('turns missing values into null', () => {
    expect(toDateOnly(null)).toBeNull();
    expect(toDateOnly(undefined)).toBeNull();
    expect(toDateOnly('')).toBeNull();
  });
});
