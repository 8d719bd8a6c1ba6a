import { AVAILABILITY_LINK_PAGES } from '../../../../contracts';
import type { AvailabilityLinkOutcome } from '../../application/availability-link.service';

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
 * client's browser) saying what happened and where to go next.
 */
export function availabilityLinkPage(outcome: AvailabilityLinkOutcome, brand: string, appBaseUrl: string): string {
  const page = AVAILABILITY_LINK_PAGES[outcome];
  const b = escapeHtml(brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${b}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f7fa;color:#1f2937}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
a{color:#1d4ed8}
a:focus{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<p class="brand">${b}</p>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
<p><a href="${escapeHtml(appBaseUrl)}/consultant-dashboard">${escapeHtml(AVAILABILITY_LINK_PAGES.dashboardLink)}</a></p>
</main>
</body>
</html>
`;
}
