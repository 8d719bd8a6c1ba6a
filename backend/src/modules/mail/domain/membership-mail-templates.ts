import { signature, Template } from './mail-template-kit';

/** Membership mails (D9, D10): requests, activation and renewal, the expiry reminder and the end. */
const TYPE_TEXT = { activate: 'activate your membership', renew: 'renew your membership early' } as const;

export interface MembershipRequestNotice {
  charityName: string;
  email: string;
  type: 'activate' | 'renew';
  tierLabel: string;
  monthlyPrice: string;
  expiry: string | null;
}

export const MEMBERSHIP_MAIL_TEMPLATES = {
  membershipRequestReceived: ((data: { name: string; type: 'activate' | 'renew' }, ctx) => ({
    subject: `We have received your ${ctx.brand} membership request`,
    text: `Hello ${data.name},\n\nThank you: we have received your request to ${TYPE_TEXT[data.type]}. A member of our team will be in touch about payment and will confirm once it is done.${signature(ctx)}`,
  })) as Template<{ name: string; type: 'activate' | 'renew' }>,

  membershipRequestAdmin: ((data: MembershipRequestNotice, ctx) => ({
    subject: `[${ctx.brand}] Membership ${data.type === 'activate' ? 'activation' : 'renewal'} request from ${data.charityName}`,
    text: `${data.charityName} (${data.email}) asks to ${data.type === 'activate' ? 'activate' : 'renew'} its membership.\n\nTier: ${data.tierLabel} (${data.monthlyPrice} a month)\nCurrent expiry: ${data.expiry ?? 'none'}\n\nHandle it at ${ctx.appBaseUrl}/admin-dashboard`,
  })) as Template<MembershipRequestNotice>,

  membershipActivated: ((data: { name: string; type: 'activate' | 'renew'; expiry: string }, ctx) => ({
    subject: `Your ${ctx.brand} membership is ${data.type === 'activate' ? 'active' : 'renewed'}`,
    text: `Hello ${data.name},\n\nYour membership is ${data.type === 'activate' ? 'now active' : 'renewed'} until ${data.expiry}.${signature(ctx)}`,
  })) as Template<{ name: string; type: 'activate' | 'renew'; expiry: string }>,

  membershipExpiryReminder: ((data: { name: string; expiry: string }, ctx) => ({
    subject: `Your ${ctx.brand} membership ends on ${data.expiry}`,
    text: `Hello ${data.name},\n\nYour membership ends on ${data.expiry}. To keep your member discount and priority access, choose Renew Early on your dashboard: ${ctx.appBaseUrl}/charity-dashboard${signature(ctx)}`,
  })) as Template<{ name: string; expiry: string }>,

  membershipExpired: ((data: { name: string; expiry: string }, ctx) => ({
    subject: `Your ${ctx.brand} membership has ended`,
    text: `Hello ${data.name},\n\nYour membership ended on ${data.expiry}. You can activate it again at any time from your dashboard: ${ctx.appBaseUrl}/charity-dashboard${signature(ctx)}`,
  })) as Template<{ name: string; expiry: string }>,
};
