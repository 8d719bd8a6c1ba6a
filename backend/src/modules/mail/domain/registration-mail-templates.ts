import { oneLine, signature, Template } from './mail-template-kit';

/** Issue 16: charity registration mails a welcome to the charity and a notice to the team (D10). */
export interface CharityRegisteredNotice {
  organisation: string;
  contactName: string;
  email: string;
  tierLabel: string;
}

export const REGISTRATION_MAIL_TEMPLATES = {
  charityWelcome: ((data: { name: string; organisation: string }, ctx) => ({
    subject: `Welcome to ${ctx.brand}`,
    text: `Hello ${data.name},\n\nThank you for registering ${data.organisation} with ${ctx.brand}. From your dashboard you can request a project, follow its progress and message your consultant, and activate your membership for member rates: ${ctx.appBaseUrl}/charity-dashboard\n\nTo find a consultant yourself, browse the directory: ${ctx.appBaseUrl}/consultants${signature(ctx)}`,
  })) as Template<{ name: string; organisation: string }>,

  charityRegisteredAdmin: ((data: CharityRegisteredNotice, ctx) => ({
    subject: `[${ctx.brand}] New charity registered: ${oneLine(data.organisation)}`,
    text: `A charity has registered.\n\nOrganisation: ${data.organisation}\nContact: ${data.contactName}\nE-mail: ${data.email}\nSize: ${data.tierLabel}\n\nSee the charities at ${ctx.appBaseUrl}/admin/charities`,
  })) as Template<CharityRegisteredNotice>,
};
