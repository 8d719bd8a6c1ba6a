/**
 * The key that makes a second waiting-list submission update the first: the address trimmed and lower-cased
 * (Sam@Charity.org and sam@charity.org are one person; the local part's case is ignored by every real mailbox).
 */
export function waitingListEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
