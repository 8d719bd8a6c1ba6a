import { AVAILABILITY_LINK_PAGES, AVAILABILITY_LINK_PROMPTS } from '../../../../contracts';
import type { AvailabilityLinkAction, AvailabilityLinkOutcome } from '../../application/availability-link.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Used and expired links are refused for good reasons the clicker should see, so each has its own status. */
export const LINK_PAGE_STATUS: Record<AvailabilityLinkOutcome, number> = {
  confirmed: 200,
  declined: 200,
  used: 409,
  expired: 410,
  invalid: 404,
};

/**
 * A small self-contained page (no script, no external asset: it works under the app's CSP and in any mail
 * client's browser).
 */
function page(title: string, body: string, brand: string): string {
  const b = escapeHtml(brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${b}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1f2937}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
a{color:#1d4ed8}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
a:focus,button:focus{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${b}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const dashboardLink = (appBaseUrl: string) =>
  `<p><a href="${escapeHtml(appBaseUrl)}/consultant-dashboard">${escapeHtml(AVAILABILITY_LINK_PAGES.dashboardLink)}</a></p>`;

/** What happened (after the POST), or why the link cannot be used. */
export function availabilityLinkPage(outcome: AvailabilityLinkOutcome, brand: string, appBaseUrl: string): string {
  const text = AVAILABILITY_LINK_PAGES[outcome];
  return page(text.title, `<p>${escapeHtml(text.text)}</p>\n${dashboardLink(appBaseUrl)}`, brand);
}

/**
 * What the mailed link opens: says what the button will do; the form POSTs the token to the same path (works
 * without JavaScript; form-action 'self' in the CSP allows it).
 */
export function availabilityPromptPage(action: AvailabilityLinkAction, token: string, brand: string, appBaseUrl: string): string {
  const prompt = AVAILABILITY_LINK_PROMPTS[action];
  const form = `<form method="post" action="/api/availability/${action}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(prompt.button)}</button>
</form>`;
  return page(prompt.title, `<p>${escapeHtml(prompt.text)}</p>\n${form}\n${dashboardLink(appBaseUrl)}`, brand);
}
