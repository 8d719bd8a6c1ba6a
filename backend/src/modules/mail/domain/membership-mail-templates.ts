import type { MembershipRequestType } from '../../../contracts';
import { signature, Template } from './mail-template-kit';

/**
 * Membership mails (D9, D10): requests, activation and renewal, tier changes and declines (issue 16), the
 * expiry reminder and the end.
 */
const TYPE_TEXT: Record<MembershipRequestType, string> = {
  activate: 'activate your membership',
  renew: 'renew your membership early',
  change_tier: 'change your membership tier',
};
const ADMIN_TYPE_TEXT: Record<MembershipRequestType, { noun: string; verb: string }> = {
  activate: { noun: 'activation', verb: 'activate its membership' },
  renew: { noun: 'renewal', verb: 'renew its membership' },
  change_tier: { noun: 'tier change', verb: 'change its membership tier' },
};

export interface MembershipRequestNotice {
  charityName: string;
  email: string;
  type: MembershipRequestType;
  tierLabel: string;
  monthlyPrice: string;
  expiry: string | null;
  /** For a tier change: the tier asked for and its price. */
  requestedTierLabel?: string | null;
  requestedMonthlyPrice?: string | null;
}

const requestedLine = (data: MembershipRequestNotice): string =>
  data.requestedTierLabel ? `\nAsked for: ${data.requestedTierLabel}${data.requestedMonthlyPrice ? ` (${data.requestedMonthlyPrice} a month)` : ''}` : '';

export const MEMBERSHIP_MAIL_TEMPLATES = {
  membershipRequestReceived: ((data: { name: string; type: MembershipRequestType }, ctx) => ({
    subject: `We have received your ${ctx.brand} membership request`,
    text: `Hello ${data.name},\n\nThank you: we have received your request to ${TYPE_TEXT[data.type] ?? TYPE_TEXT.activate}. A member of our team will be in touch${data.type === 'change_tier' ? '' : ' about payment'} and will confirm once it is done.${signature(ctx)}`,
  })) as Template<{ name: string; type: MembershipRequestType }>,

  membershipRequestAdmin: ((data: MembershipRequestNotice, ctx) => {
    const words = ADMIN_TYPE_TEXT[data.type] ?? ADMIN_TYPE_TEXT.activate;
    return {
      subject: `[${ctx.brand}] Membership ${words.noun} request from ${data.charityName}`,
      text: `${data.charityName} (${data.email}) asks to ${words.verb}.\n\nTier: ${data.tierLabel} (${data.monthlyPrice} a month)${requestedLine(data)}\nCurrent expiry: ${data.expiry ?? 'none'}\n\nHandle it at ${ctx.appBaseUrl}/admin/membership-requests`,
    };
  }) as Template<MembershipRequestNotice>,

  membershipTierChanged: ((data: { name: string; tierLabel: string; monthlyPrice: string; discountPercent: number }, ctx) => ({
    subject: `Your ${ctx.brand} membership tier has changed`,
    text: `Hello ${data.name},\n\nAs you asked, your membership is now on the ${data.tierLabel} tier: ${data.monthlyPrice} a month, with a ${data.discountPercent}% discount on consultant rates. Your renewal date stays the same.${signature(ctx)}`,
  })) as Template<{ name: string; tierLabel: string; monthlyPrice: string; discountPercent: number }>,

  membershipRequestDeclined: ((data: { name: string; type: MembershipRequestType }, ctx) => ({
    subject: `About your ${ctx.brand} membership request`,
    text: `Hello ${data.name},\n\nWe are not able to ${TYPE_TEXT[data.type] ?? TYPE_TEXT.activate} as requested just now, so we have closed the request. Reply to this e-mail and we will talk it through with you.${signature(ctx)}`,
  })) as Template<{ name: string; type: MembershipRequestType }>,

  membershipActivated: ((data: { name: string; type: MembershipRequestType; expiry: string }, ctx) => ({
    subject: `Your ${ctx.brand} membership is ${data.type === 'activate' ? 'active' : 'renewed'}`,
    text: `Hello ${data.name},\n\nYour membership is ${data.type === 'activate' ? 'now active' : 'renewed'} until ${data.expiry}.${signature(ctx)}`,
  })) as Template<{ name: string; type: MembershipRequestType; expiry: string }>,

  membershipExpiryReminder: ((data: { name: string; expiry: string }, ctx) => ({
    subject: `Your ${ctx.brand} membership ends on ${data.expiry}`,
    text: `Hello ${data.name},\n\nYour membership ends on ${data.expiry}. To keep your member discount and priority access, choose Renew Early on your dashboard: ${ctx.appBaseUrl}/charity-dashboard${signature(ctx)}`,
  })) as Template<{ name: string; expiry: string }>,

  membershipExpired: ((data: { name: string; expiry: string }, ctx) => ({
    subject: `Your ${ctx.brand} membership has ended`,
    text: `Hello ${data.name},\n\nYour membership ended on ${data.expiry}. You can activate it again at any time from your dashboard: ${ctx.appBaseUrl}/charity-dashboard${signature(ctx)}`,
  })) as Template<{ name: string; expiry: string }>,
};
