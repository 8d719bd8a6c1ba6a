import { siteContact } from '@/shared/config';
import type { LegalDocument } from './types';

/**
 * The accessibility statement (/accessibility, issue 19). Its text lives here, in the repository, so it is
 * reviewed with every release like the code it describes; update ACCESSIBILITY_LAST_REVIEWED when you do.
 */
export function accessibilityDocument(brand: string): LegalDocument {
  return {
    title: 'Accessibility Statement',
    summary:
      `We want everyone to be able to use ${brand}: to find a consultant, apply, and run a project with a keyboard, ` +
      'a screen reader, magnification or voice control. This statement says which standard we aim for, how we check it, ' +
      'what we know still falls short, and how to tell us about a problem.',
    sections: [
      {
        id: 'standard',
        heading: '1. The standard we aim for',
        blocks: ['We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA across the whole site.'],
      },
      {
        id: 'testing',
        heading: '2. How we test',
        blocks: [
          {
            list: [
              'Automated checks: every page is checked with axe in our continuous integration on every change; a page with a serious or critical problem does not ship.',
              'Keyboard journeys: our browser tests sign up, sign in, request a project, message, download your data and delete an account with the keyboard only, with a visible focus indicator throughout.',
              'Forms: every field has a visible label, errors are announced and say how to fix them, and nothing relies on colour alone.',
              'Manual review: before each release we review new screens with a screen reader and at 200% and 400% zoom.',
            ],
          },
        ],
      },
      {
        id: 'known-gaps',
        heading: '3. What we know is not yet accessible',
        blocks: [
          {
            list: [
              'Some admin tables are wide and need horizontal scrolling at high zoom levels.',
              'Documents that members upload to a project (PDFs, spreadsheets) are not checked by us and may not be accessible.',
              'The data export is a ZIP of JSON files: complete, but written for portability rather than for reading.',
            ],
          },
          'We are working on these and will update this statement as we fix them.',
        ],
      },
      {
        id: 'contact',
        heading: '4. Tell us about a problem',
        blocks: [
          { text: 'If something on the site does not work for you, or you need information in another format, write to us at', email: siteContact().email },
          'We will reply within 5 working days. If you are not happy with our answer, you can contact the Equality Advisory and Support Service (EASS).',
        ],
      },
    ],
  };
}
