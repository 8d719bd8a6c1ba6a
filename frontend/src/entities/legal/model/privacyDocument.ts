import { RESET_TOKEN_VALID_MINUTES } from '@contracts';
import { retentionPeriods, siteContact } from '@/shared/config';
import type { LegalDocument } from './types';

/** The privacy policy (/privacy and /privacy-popup): one text, shown by both pages. */
export function privacyDocument(brand: string): LegalDocument {
  const retention = retentionPeriods();
  return {
    title: 'Privacy Policy',
    summary:
      `This policy explains what personal data ${brand} collects, why, how long we keep it and the rights you ` +
      'have. We collect only what we need to match charities with consultants and run the engagements that ' +
      'follow. We never sell personal data.',
    sections: [
      {
        id: 'who-we-are',
        heading: '1. Who we are',
        blocks: [
          `${brand} is the controller of the personal data described here, under the UK General Data Protection ` +
            'Regulation (UK GDPR) and the Data Protection Act 2018.',
          { text: 'For anything about your data, including the rights below, contact us at', email: siteContact().email },
        ],
      },
      {
        id: 'what-we-collect',
        heading: '2. The data we collect',
        blocks: [
          {
            list: [
              'Account details: your name, username, e-mail address, phone number, website, a short bio and your password (stored only as a one-way hash that nobody, including us, can read).',
              'Charity details: organisation name, registration number, annual income, number of employees, founding year, location, mission, primary cause and membership tier.',
              'Consultant details: areas of expertise, years of experience, availability, LinkedIn profile, professional summary, previous experience, specialisms, photo if you add one, and our notes from your interview.',
              'Engagement records: project requests, the messages exchanged through the platform, and invoices and payments.',
              'Enquiries: what you send us through introduction requests, the get-matched and pricing enquiry forms and our waiting lists.',
              'Terms acceptance: the version of the terms you accepted, when, and the IP address and browser details at the time.',
              'Technical and security data: the session cookie that keeps you signed in, your IP address and browser type, failed sign-in attempts, and the pages visited on our site together with a random visitor identifier.',
            ],
          },
        ],
      },
      {
        id: 'why',
        heading: '3. Why we use it, and our lawful bases',
        blocks: [
          {
            list: [
              'To create and run your account, match charities with consultants, manage engagements and send the e-mails the service needs (confirmations, password resets, messages). Lawful basis: performance of a contract with you, or steps you asked us to take before one.',
              'To vet consultants, keep the directory trustworthy, protect accounts (for example locking an account after repeated failed sign-ins) and prevent fraud. Lawful basis: our legitimate interests in running a safe, reputable marketplace.',
              'To understand how the site is used, using visit counts, so we can improve it. Lawful basis: legitimate interests; we do not build advertising profiles.',
              'To keep accounting and tax records and to answer lawful requests from authorities. Lawful basis: legal obligation.',
              'To send news or marketing, only if you have asked for it. Lawful basis: consent, which you can withdraw at any time.',
            ],
          },
          'Where we rely on legitimate interests we have weighed them against your interests and rights; you can ' +
            'ask us for details and object at any time.',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies and browser storage',
        blocks: [
          'We use one strictly necessary cookie, which keeps you signed in and expires when your session ends. ' +
            'We store a random visitor identifier in your browser to count visits. While you fill in the ' +
            'consultant application, a draft is kept in your own browser so you do not lose your work; it never ' +
            'contains your password, and it is deleted when you submit. We do not use advertising or ' +
            'third-party tracking cookies.',
        ],
      },
      {
        id: 'sharing',
        heading: '5. Who we share it with',
        blocks: [
          {
            list: [
              'Charities and consultants you work with: when we match a charity with a consultant, each sees the contact and project details needed for the engagement.',
              'Visitors to the directory: approved consultants’ public profiles show first name, expertise, experience, availability and professional summary, never e-mail addresses, phone numbers or surnames.',
              'Service providers who act on our instructions, such as hosting and e-mail delivery, under contracts that require them to keep the data secure and use it only for us.',
              'Professional advisers, insurers, and authorities or regulators where the law requires it.',
            ],
          },
          'We never sell personal data or share it for others’ marketing.',
        ],
      },
      {
        id: 'transfers',
        heading: '6. Where it is stored',
        blocks: [
          'We store personal data in the UK or the European Economic Area. If a provider ever needs to process it ' +
            'elsewhere, we will use a transfer covered by UK adequacy regulations or the UK International Data ' +
            'Transfer Agreement.',
        ],
      },
      {
        id: 'retention',
        heading: '7. How long we keep it',
        blocks: [
          {
            list: [
              'Accounts and profiles: while your account is open. When you delete your account (Account Settings) your personal details are erased or anonymised at once; projects, messages and files you shared stay with the other party, attributed to a former member.',
              'Engagement records, invoices and payments: 6 years after the end of the financial year they relate to, as UK tax law requires.',
              'Consultant applications that are not approved: 12 months, so we can answer questions about the decision.',
              `Enquiries, introduction requests and waiting-list entries that did not lead to an account: ${retention.enquiryMonths} months, then anonymised.`,
              `Page-visit records: ${retention.visitMonths} months.`,
              `The text of e-mails we sent you: ${retention.sentMailBodyDays} days (we keep only that a mail was sent, and when).`,
              `Password reset links: valid for ${RESET_TOKEN_VALID_MINUTES} minutes and usable once; sign-in sessions are deleted when they expire or you log out.`,
            ],
          },
        ],
      },
      {
        id: 'security',
        heading: '8. Keeping it secure',
        blocks: [
          'Passwords are stored only as strong one-way hashes. Connections to the site are encrypted, staff access ' +
            'is limited to those who need it, and accounts are temporarily locked after repeated failed sign-in ' +
            'attempts. If a breach ever put your data at risk, we would tell you and the Information ' +
            'Commissioner’s Office where the law requires.',
        ],
      },
      {
        id: 'rights',
        heading: '9. Your rights',
        blocks: [
          'You have the right to:',
          {
            list: [
              'get a copy of the personal data we hold about you;',
              'have inaccurate data corrected;',
              'have your data erased, where we no longer have a good reason to keep it;',
              'restrict or object to our use of it, including any use based on legitimate interests;',
              'receive data you gave us in a portable format;',
              'withdraw consent at any time, where we rely on it.',
            ],
          },
          'We respond within one month and do not charge for this. If you are unhappy with how we have handled ' +
            'your data, please tell us first; you can also complain to the Information Commissioner’s Office ' +
            '(ico.org.uk, 0303 123 1113).',
        ],
      },
      {
        id: 'children',
        heading: '10. Children',
        blocks: ['The platform is for adults acting for organisations or in a professional capacity. We do not knowingly collect data from anyone under 18.'],
      },
      {
        id: 'changes',
        heading: '11. Changes to this policy',
        blocks: ['If we change this policy in a way that matters, we will tell registered users by e-mail or on the platform before the change takes effect.'],
      },
      {
        id: 'contact',
        heading: '12. Contact us',
        blocks: [{ text: 'Questions or requests about your personal data? Write to us at', email: siteContact().email }],
      },
    ],
  };
}
