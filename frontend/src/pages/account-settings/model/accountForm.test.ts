import { toAccountUpdate, type Account } from './accountForm';

const account: Account = {
  username: 'priya',
  email: 'priya@example.org',
  name: 'Priya Shah',
  role: 'charity',
  phone: null,
  bio: 'Ops lead',
  website: null,
  organisation: 'Riverside Food Bank',
  charity: {
    registeredNumber: '123',
    revenue: 450000,
    employeeCount: 12,
    foundingYear: 2009,
    mission: null,
    primaryCause: null,
    location: 'Leeds',
  },
};

const unchanged = {
  name: 'Priya Shah',
  email: 'priya@example.org',
  phone: '',
  bio: 'Ops lead',
  website: '',
  organisation: 'Riverside Food Bank',
  registeredNumber: '123',
  revenue: '450000',
  employeeCount: '12',
  foundingYear: '2009',
  mission: '',
  primaryCause: '',
  location: 'Leeds',
};

describe('account settings body', () => {
  it('sends nothing when nothing changed', () => {
    expect(toAccountUpdate(account, unchanged)).toEqual({});
  });

  it('sends only the changed fields, clears blanked ones and reads numbers', () => {
    expect(toAccountUpdate(account, { ...unchanged, phone: ' 020 7946 0000 ', bio: '', revenue: '£500,000', location: '' })).toEqual({
      phone: '020 7946 0000',
      bio: null,
      charity: { revenue: 500000, location: null },
    });
  });

  it('falls back like registration when a number is blanked', () => {
    expect(toAccountUpdate(account, { ...unchanged, employeeCount: '', foundingYear: ' ' }, new Date('2026-05-01'))).toEqual({
      charity: { employeeCount: 0, foundingYear: 2026 },
    });
  });

  it('sends the current password with an e-mail change, and only then', () => {
    expect(toAccountUpdate(account, { ...unchanged, email: 'new@example.org', currentPassword: 'Secret-1!' })).toEqual({
      email: 'new@example.org',
      currentPassword: 'Secret-1!',
    });
    expect(toAccountUpdate(account, { ...unchanged, name: 'Priya S', currentPassword: 'Secret-1!' })).toEqual({ name: 'Priya S' });
  });
});
