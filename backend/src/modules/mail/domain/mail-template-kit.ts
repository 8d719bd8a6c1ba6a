/** What every template is made of, apart from the list itself so that template groups can live in their own files. */
export interface RenderedMail {
  subject: string;
  text: string;
}

export interface MailContext {
  brand: string;
  appBaseUrl: string;
}

export type Template<T> = (data: T, ctx: MailContext) => RenderedMail;

export const signature = (ctx: MailContext) => `\n\nWarm regards,\nThe ${ctx.brand} team\n${ctx.appBaseUrl}`;

/** A user-typed value inside a subject line: no line breaks (header injection) and no runs of spaces. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
