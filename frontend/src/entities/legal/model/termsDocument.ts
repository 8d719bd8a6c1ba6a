import {
  ANNUAL_SAVING_PERCENT,
  DEFAULT_TERMS_VERSION,
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_INITIAL_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  MIN_CONSULTANT_EXPERIENCE_YEARS,
  ONE_OFF_REGULAR_SETUP_FEE,
  ONE_OFF_SETUP_FEE,
  ORGANISATION_SIZE_LABELS,
  PROVIDER_MARGIN_PERCENT,
  REVENUE_BANDS,
  REVIEW_BUSINESS_DAYS,
  SETUP_FEE_CREDIT_DAYS,
  MEMBERSHIP_TIERS,
} from '@contracts';
import { siteContact } from '@/shared/config';
import { formatPounds } from '@/shared/lib';
import type { LegalDocument } from './types';

function tierLine(tier: (typeof MEMBERSHIP_TIERS)[number]): string {
  const { monthly, annual } = MEMBERSHIP_PRICES[tier];
  return (
    `${ORGANISATION_SIZE_LABELS[tier]} (annual income ${REVENUE_BANDS[tier].toLowerCase()}): ` +
    `${formatPounds(monthly)} a month or ${formatPounds(annual)} a year, with ${MEMBER_DISCOUNT_PERCENT[tier]}% off consultant rates.`
  );
}

/**
 * The terms and conditions of the marketplace (/terms and /terms-popup). One text, shown by both
 * pages; figures come from the contracts so the terms never disagree with the pricing screens.
 */
export function termsDocument(brand: string): LegalDocument {
  return {
    title: 'Terms and Conditions',
    summary:
      `${brand} introduces charities to experienced, vetted part-time consultants from the charity sector and ` +
      'manages the engagements that follow. These terms explain what we do, what we expect of charities and ' +
      'consultants, what we charge and what happens if something goes wrong. Please read them before you ' +
      'register or apply. They do not affect your statutory rights.',
    sections: [
      {
        id: 'about',
        heading: '1. About these terms',
        blocks: [
          `These terms apply to everyone who uses the ${brand} website and platform (the "platform"): charities ` +
            'and other not-for-profit organisations that look for support ("charities"), the professionals who ' +
            'offer it ("consultants") and visitors who browse the site. "We", "us" and "our" mean the operator ' +
            `of ${brand}; "you" means the person or organisation using the platform.`,
          'By creating an account, submitting a consultant application or asking us to arrange an engagement ' +
            'you agree to these terms. If you register on behalf of an organisation, you confirm that you are ' +
            'authorised to accept these terms for it.',
          `This is version ${DEFAULT_TERMS_VERSION} of our terms. Our privacy policy, which explains how we ` +
            'handle personal data, forms part of them.',
        ],
      },
      {
        id: 'our-role',
        heading: '2. What we do',
        blocks: [
          'We run a marketplace. We get to know every consultant personally, match charities with consultants ' +
            'whose experience fits the work, and agree the scope, rates and timetable of each engagement with ' +
            'both sides before it starts.',
          'Consulting engagements arranged through the platform are contracted through us: the charity pays ' +
            'us and we pay the consultant. Consultants work as independent contractors. They are not our ' +
            'employees or agents, and they are not employees of the charities they support.',
          'We do not guarantee that a suitable consultant will be available for every request, or any ' +
            'particular result from an engagement. We will tell you promptly if we cannot find a good match.',
        ],
      },
      {
        id: 'accounts',
        heading: '3. Accounts',
        blocks: [
          'You must be at least 18 years old to hold an account. The information you give us must be accurate ' +
            'and kept up to date, including your organisation’s charity or company registration number where ' +
            'it has one.',
          'Keep your password to yourself and choose one you do not use elsewhere. Tell us at once if you think ' +
            'someone else has used your account. You are responsible for what is done through your account ' +
            'unless it was used without your permission through no fault of yours.',
          'For security we lock an account for a short time after repeated failed sign-in attempts, and we may ' +
            'ask consultants to change a temporary password or accept updated terms before they continue.',
        ],
      },
      {
        id: 'vetting',
        heading: '4. How we vet consultants',
        blocks: [
          'Anyone can apply to join as a consultant. Before a consultant is listed in our directory or offered ' +
            'any work we:',
          {
            list: [
              `review the application, usually within ${REVIEW_BUSINESS_DAYS};`,
              'interview the applicant about their experience, the sectors they have worked in and how they work;',
              `check their professional background; our consultants typically have at least ${MIN_CONSULTANT_EXPERIENCE_YEARS} years of senior experience;`,
              'take up references where we think it right, and confirm any professional memberships they rely on.',
            ],
          },
          'Approval is at our discretion and we may withdraw it at any time, for example after a justified ' +
            'complaint, a conflict of interest that was not disclosed or a safeguarding concern.',
          'Vetting reduces risk but cannot remove it. Charities remain responsible for their own checks where ' +
            'the law or their policies require them, in particular Disclosure and Barring Service (DBS) checks ' +
            'for work that involves children or adults at risk.',
        ],
      },
      {
        id: 'charities',
        heading: '5. Charities’ responsibilities',
        blocks: [
          {
            list: [
              'Describe the work you need honestly and give the consultant the information, access and decisions they need to do it.',
              'Keep responsibility for your organisation’s decisions: consultants advise and deliver agreed work, while your trustees remain accountable for the charity.',
              'Apply your own safeguarding, health and safety and data protection policies to the engagement.',
              'Pay our invoices on time.',
            ],
          },
        ],
      },
      {
        id: 'consultants',
        heading: '6. Consultants’ responsibilities',
        blocks: [
          {
            list: [
              'Provide your services with the reasonable skill, care and diligence of an experienced professional, and only take on work you are qualified to do.',
              'Keep the information in your application and profile accurate, including your availability.',
              'Declare any conflict of interest before you accept an engagement, and as soon as one arises.',
              'Hold appropriate professional indemnity insurance for the work you accept, and provide evidence on request.',
              'Account for your own income tax and National Insurance; you are responsible for your tax status unless we agree otherwise in writing for a particular engagement.',
              'Do not contract directly with a charity we introduced you to, for similar work, during an engagement or for 12 months after it ends, except through us.',
            ],
          },
        ],
      },
      {
        id: 'fees',
        heading: '7. Fees and payment',
        blocks: [
          'Charities can work with us in two ways.',
          `Membership. Membership is priced by the size of your organisation. Annual billing saves ${ANNUAL_SAVING_PERCENT}%:`,
          { list: MEMBERSHIP_TIERS.map(tierLine) },
          `Membership starts with an initial commitment of ${MEMBERSHIP_INITIAL_COMMITMENT_MONTHS} months and then ` +
            'continues month by month until you cancel. After the initial period you may cancel at any time with ' +
            'effect from the end of the month you have paid for. Members also get priority access to our ' +
            'consultants and can run several projects a year.',
          `One-off projects. A one-off project has no ongoing commitment and carries a setup fee of ` +
            `${formatPounds(ONE_OFF_SETUP_FEE)} (regularly ${formatPounds(ONE_OFF_REGULAR_SETUP_FEE)}). If you ` +
            `become a member within ${SETUP_FEE_CREDIT_DAYS} days of the project’s completion, the setup fee is ` +
            'credited towards your membership.',
          `Consulting fees. The rate for each engagement is agreed in writing before work starts. It includes our ` +
            `margin of ${PROVIDER_MARGIN_PERCENT}% on the consulting contract, which pays for finding, vetting and ` +
            'matching consultants and for managing the engagement. Member discounts apply to the consultant rate.',
          'Prices are in pounds sterling and exclude VAT, which is added where it applies. Invoices are payable ' +
            'within 30 days. We may pause work on an engagement while an invoice is overdue, after telling you first.',
          'Consultants are paid by us for approved time or deliverables within 30 days of our receiving their ' +
            'correct invoice, whether or not the charity has yet paid us.',
        ],
      },
      {
        id: 'confidentiality',
        heading: '8. Confidentiality',
        blocks: [
          'Charities share sensitive information with us and with consultants: finances, plans, beneficiaries, ' +
            'staff and trustees. Everyone involved must keep information they receive through the platform ' +
            'confidential, use it only for the engagement it was shared for, and return or securely delete it ' +
            'when the engagement ends, unless the law requires them to keep it.',
          'This does not apply to information that is already public (other than through a breach of these ' +
            'terms) or that must be disclosed by law or to a regulator. These duties continue after an engagement ' +
            'or account ends.',
        ],
      },
      {
        id: 'intellectual-property',
        heading: '9. Work produced during an engagement',
        blocks: [
          'Unless the engagement says otherwise, reports, plans and other materials a consultant produces ' +
            'specifically for a charity belong to the charity once the related fees are paid. Consultants keep ' +
            'their general skills, know-how and materials they created before the engagement, and give the ' +
            'charity a licence to use any of those included in the work.',
          `The platform itself, including its software, text and the ${brand} name, belongs to us.`,
        ],
      },
      {
        id: 'data-protection',
        heading: '10. Data protection',
        blocks: [
          'We handle personal data in line with the UK General Data Protection Regulation (UK GDPR) and the ' +
            'Data Protection Act 2018, as described in our privacy policy.',
          'Where a consultant handles personal data on a charity’s behalf during an engagement (for example ' +
            'supporter or beneficiary records), the charity is the controller of that data. The consultant must ' +
            'process it only on the charity’s documented instructions, keep it secure, not transfer it outside ' +
            'the UK without the charity’s agreement, and help the charity respond to requests from data subjects ' +
            'and to any personal data breach. We will put a written data processing agreement in place where ' +
            'an engagement needs one.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: '11. Using the platform properly',
        blocks: [
          'You must not misuse the platform. In particular you must not:',
          {
            list: [
              'give false information or impersonate anyone;',
              'use it for anything unlawful, harassing or discriminatory;',
              'copy or harvest other users’ details, or use the directory to contact consultants for purposes unrelated to charity work;',
              'try to get around our security, overload the service or access accounts that are not yours.',
            ],
          },
        ],
      },
      {
        id: 'liability',
        heading: '12. Our liability',
        blocks: [
          'Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud ' +
            'or fraudulent misrepresentation, or for anything else that cannot be limited by law.',
          'We are responsible for vetting and matching consultants with reasonable skill and care, and for ' +
            'managing engagements as agreed. Subject to the paragraph above, we are not liable for loss of ' +
            'profits, income, donations or data, or for indirect or consequential loss, and our total liability ' +
            'to you in any 12-month period is limited to the fees you paid us in that period.',
          'The platform is provided as it is. We work to keep it available and secure but cannot promise it will ' +
            'always be uninterrupted or error-free.',
        ],
      },
      {
        id: 'termination',
        heading: '13. Suspension and ending your account',
        blocks: [
          'You can close your account at any time by contacting us. Closing an account does not end a membership ' +
            'during its initial commitment or cancel fees already due for work done.',
          'We may suspend or close an account, or withdraw a consultant’s approval, if you seriously or ' +
            'repeatedly break these terms, do not pay what is due, or if we have a genuine safeguarding, fraud ' +
            'or security concern. Where it is safe to do so we will tell you why and give you a chance to respond.',
          'When an account ends, the sections on fees, confidentiality, work produced, data protection and ' +
            'liability continue to apply.',
        ],
      },
      {
        id: 'changes',
        heading: '14. Changes to these terms',
        blocks: [
          'We may update these terms, for example when our services, prices or the law change. We will give ' +
            'notice of significant changes by e-mail or on the platform before they take effect. Consultants are ' +
            'asked to review and accept updated terms the next time they sign in. Changes never apply to fees ' +
            'for work already agreed.',
        ],
      },
      {
        id: 'complaints',
        heading: '15. Complaints',
        blocks: [
          'If something goes wrong, please tell us first so we can put it right. We acknowledge complaints ' +
            'within 2 business days and aim to resolve them within 10 business days.',
        ],
      },
      {
        id: 'general',
        heading: '16. General',
        blocks: [
          'These terms, together with the written terms of each engagement, are the whole agreement between us ' +
            'about their subject. If a court finds part of them invalid, the rest still applies. Nobody other ' +
            'than you and us has any right to enforce them under the Contracts (Rights of Third Parties) Act ' +
            '1999. Nothing in them creates a partnership or joint venture. If we do not enforce a right straight ' +
            'away, we can still enforce it later.',
        ],
      },
      {
        id: 'law',
        heading: '17. Governing law',
        blocks: [
          'These terms and any dispute about them, including non-contractual disputes, are governed by the law ' +
            'of England and Wales, and the courts of England and Wales have exclusive jurisdiction.',
        ],
      },
      {
        id: 'contact',
        heading: '18. Contact us',
        blocks: [{ text: 'Questions about these terms? Write to us at', email: siteContact().email }],
      },
    ],
  };
}
