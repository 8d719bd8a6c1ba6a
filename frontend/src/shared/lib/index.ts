export { trackVisit } from './visitTracking';
export { safeRedirectPath } from './safeRedirect';
export { applyEmbeddedMode } from './embeddedMode';
export { usePageTitle } from './usePageTitle';
export { formatPounds } from './formatMoney';
export { pageReload } from './pageReload';
export { formatDisplayDate } from './formatDate';
export { isPlausibleEmail } from './plausibleEmail';
export { usePageDescription } from './usePageDescription';
export { cleanParams, csvHref, toPage, type ListParams, type Page, type PageCursors } from './paging';
export { wholeNumberOr, optionalWholeNumberProblem } from './wholeNumber';
export {
  ACCOUNT_STEP_FIELDS,
  EMPTY_SIGN_UP,
  withoutBlanks,
  PERSONAL_STEP_FIELDS,
  trimmed,
  toAccountRequest,
  wizardFieldErrors,
  type SignUpValues,
  type WizardStep,
  type WizardFieldError,
} from './accountForm';
export { signUpProblems, requiredText } from './accountRules';
