/**
 * Issue 15, "No state changes on GET": what the availability links of the weekly mail (D15) show before anything
 * changes. Opening the link shows this page; only its button (a plain form POST) acts, so a mail scanner that
 * follows links switches no one off.
 */
export const AVAILABILITY_LINK_PROMPTS = {
  confirm: {
    title: 'Confirm your availability',
    text: 'Press the button below to keep your profile marked as available in the consultant directory. Nothing changes until you do.',
    button: 'Yes, I am available',
  },
  decline: {
    title: 'Switch your availability off',
    text: 'Press the button below to show your profile as not available in the consultant directory. Nothing changes until you do.',
    button: 'Switch my availability off',
  },
} as const;
