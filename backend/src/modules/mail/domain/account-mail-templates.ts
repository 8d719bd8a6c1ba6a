import { signature, Template } from './mail-template-kit';

/** Account settings mails (issue 9): the old address hears about a new one, as with a password change. */
export const ACCOUNT_MAIL_TEMPLATES = {
  emailChanged: ((data: { name: string; newEmail: string }, ctx) => ({
    subject: `Your ${ctx.brand} e-mail address was changed`,
    text: `Hello ${data.name},\n\nThe e-mail address of your account was just changed to ${data.newEmail}; mails will go there from now on. If this was not you, reset your password at ${ctx.appBaseUrl}/forgot-password and contact us straight away.${signature(ctx)}`,
  })) as Template<{ name: string; newEmail: string }>,
  // D19: nothing personal in it (no name), so the row can keep its text once the address is blanked.
  accountErased: ((_data: Record<string, never>, ctx) => ({
    subject: `Your ${ctx.brand} account has been deleted`,
    text: `Hello,\n\nYour ${ctx.brand} account has been deleted as you asked, and the personal data we held about you has been erased or anonymised. Projects you took part in stay with the other party, attributed to a former member. You do not need to do anything. If you did not ask for this, reply to this e-mail.${signature(ctx)}`,
  })) as Template<Record<string, never>>,
};

/** Mails whose row forgets its recipient once sent: the confirmation of an erasure goes to an address we no longer hold. */
export const SELF_ERASING_TEMPLATES: ReadonlySet<string> = new Set(['accountErased']);
