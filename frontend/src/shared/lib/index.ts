export { trackVisit, visitorId } from './visitTracking';
export { safeRedirectPath } from './safeRedirect';
export { applyEmbeddedMode, isEmbedded, EMBEDDED_BODY_CLASS } from './embeddedMode';
export { usePageTitle } from './usePageTitle';
export { formatPounds } from './formatMoney';
export { pageReload } from './pageReload';
export { formatDisplayDate, DISPLAY_DATE_FORMAT } from './formatDate';
export { isPlausibleEmail } from './plausibleEmail';
export { usePageDescription } from './usePageDescription';
