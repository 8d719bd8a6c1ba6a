import { signature, Template } from './mail-template-kit';

/** Account settings mails (issue 9): the old address hears about a new one, as with a password change. */
export const ACCOUNT_MAIL_TEMPLATES = {
  emailChanged: ((data: { name: string; newEmail: string }, ctx) => ({
    subject: `Your ${ctx.brand} e-mail address was changed`,
    text: `Hello ${data.name},\n\nThe e-mail address of your account was just changed to ${data.newEmail}; mails will go there from now on. If this was not you, reset your password at ${ctx.appBaseUrl}/forgot-password and contact us straight away.${signature(ctx)}`,
  })) as Template<{ name: string; newEmail: string }>,
};
