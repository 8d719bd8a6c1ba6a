import { recentActivity } from './recentActivity';

const charity = (id: number, at: string) => ({ id, charityName: `Charity ${id}`, contactName: 'C', email: `c${id}@x.org`, createdAt: at });
const consultant = (id: number, at: string) => ({ id, fullName: `Consultant ${id}`, email: `k${id}@x.org`, createdAt: at });

describe('recentActivity', () => {
  it('merges every kind newest first and keeps the 10 latest', () => {
    const charities = Array.from({ length: 8 }, (_, i) => charity(i, `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`));
    const consultants = Array.from({ length: 8 }, (_, i) => consultant(i, `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00Z`));
    const submissions = [
      { id: 1, formType: 'get_matched' as const, enquirerName: 'Ann', enquirerEmail: 'a@x.org', charityName: 'A', submittedAt: '2026-03-01T09:00:00Z' },
    ];

    const items = recentActivity(charities, consultants, submissions);

    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ kind: 'Get Matched', who: 'Ann' });
    expect(items[1].who).toBe('Consultant 7');
    expect(items[9].who).toBe('Charity 7');
  });
});
