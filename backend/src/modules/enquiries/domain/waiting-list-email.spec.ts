import { waitingListEmailKey } from './waiting-list-email';

describe('waitingListEmailKey', () => {
  it('treats case and surrounding spaces as the same address', () => {
    expect(waitingListEmailKey('  Sam.Lee@Charity.ORG ')).toBe('sam.lee@charity.org');
    expect(waitingListEmailKey('sam.lee@charity.org')).toBe(waitingListEmailKey('SAM.LEE@charity.org'));
  });

  it('keeps different addresses apart', () => {
    expect(waitingListEmailKey('sam+list@charity.org')).not.toBe(waitingListEmailKey('sam@charity.org'));
  });
});
