import { accountActivity, pricingEnquiryActivity, recentActivity } from './recentActivity';

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

  it('covers registered accounts, applications and projects too (issue 16), labelled by kind', () => {
    const others = accountActivity(
      [{ id: 1, organisation: 'Hope Trust', contactName: 'Sam', email: 's@x.org', registeredAt: '2026-04-04T10:00:00Z' }],
      [{ id: 2, name: 'Kim Vale', email: 'k@x.org', createdAt: '2026-04-03T10:00:00Z' }],
      [{ id: 3, user: { name: 'Ari Moss', email: 'a@x.org', phone: null, organisation: null, website: null, bio: null, createdAt: '2026-04-02T10:00:00Z' } }],
      [{ id: 4, title: 'Budget review', createdAt: '2026-04-01T10:00:00Z', charity: { id: 1, name: 'Hope Trust', contactName: 'Sam', contactEmail: 's@x.org' } }],
    );
    const items = recentActivity([charity(9, '2026-01-01T10:00:00Z')], [], [], others);
    expect(items.map((item) => [item.kind, item.who])).toEqual([
      ['Charity registered', 'Hope Trust'],
      ['Consultant account', 'Kim Vale'],
      ['Consultant application', 'Ari Moss'],
      ['Project requested', 'Budget review (Hope Trust)'],
      ['Charity waiting list', 'Charity 9'],
    ]);
  });

  it('includes pricing enquiries (issue 16), with the organisation beside the name', () => {
    const enquiries = pricingEnquiryActivity([
      { id: 5, fullName: 'Lee Park', organisationName: 'Harbour Trust', email: 'l@x.org', createdAt: '2026-05-01T10:00:00Z' },
      { id: 6, fullName: 'Mo Ray', organisationName: '', email: 'm@x.org', createdAt: '2026-04-30T10:00:00Z' },
    ]);
    const items = recentActivity([charity(9, '2026-01-01T10:00:00Z')], [], [], enquiries);
    expect(items.map((item) => [item.kind, item.who, item.email])).toEqual([
      ['Pricing enquiry', 'Lee Park (Harbour Trust)', 'l@x.org'],
      ['Pricing enquiry', 'Mo Ray', 'm@x.org'],
      ['Charity waiting list', 'Charity 9', 'c9@x.org'],
    ]);
  });
});
