import {
  ANNUAL_SAVING_PERCENT,
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_INITIAL_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  MEMBERSHIP_TIERS,
  ONE_OFF_REGULAR_SETUP_FEE,
  ONE_OFF_SETUP_FEE,
  ORGANISATION_SIZE_LABELS,
  REVENUE_BANDS,
  SETUP_FEE_CREDIT_DAYS,
  type MembershipTier,
} from '@contracts';
import { formatPounds } from '@/shared/lib';

export type Billing = 'monthly' | 'annual';

export interface TierCard {
  tier: MembershipTier;
  name: string;
  band: string;
  price: string;
  period: string;
  /** Annual only: what a year of monthly payments would have cost more. */
  saving?: string;
  discount: number;
}

/** Every figure comes from the one membership constant (DECISIONS D9), formatted as GBP (D13). */
export function tierCards(billing: Billing): TierCard[] {
  return MEMBERSHIP_TIERS.map((tier) => {
    const { monthly, annual } = MEMBERSHIP_PRICES[tier];
    return {
      tier,
      name: ORGANISATION_SIZE_LABELS[tier],
      band: `Annual income ${REVENUE_BANDS[tier].toLowerCase()}`,
      price: formatPounds(billing === 'annual' ? annual : monthly),
      period: billing === 'annual' ? 'per year' : 'per month',
      saving: billing === 'annual' ? `You save ${formatPounds(monthly * 12 - annual)} a year` : undefined,
      discount: MEMBER_DISCOUNT_PERCENT[tier],
    };
  });
}

export interface FaqItem {
  question: string;
  answer: string;
}

const priceList = (billing: Billing) =>
  MEMBERSHIP_TIERS.map((tier) => `${ORGANISATION_SIZE_LABELS[tier]} ${formatPounds(MEMBERSHIP_PRICES[tier][billing])}`).join(', ');

/** Seven answers (spec 000 §2), each built from the same constants as the cards, so they cannot disagree. */
export function pricingFaq(): FaqItem[] {
  const bands = MEMBERSHIP_TIERS.map((tier) => `${ORGANISATION_SIZE_LABELS[tier].toLowerCase()}: annual income ${REVENUE_BANDS[tier].toLowerCase()}`).join('; ');
  const discounts = MEMBERSHIP_TIERS.map((tier) => `${MEMBER_DISCOUNT_PERCENT[tier]}% (${ORGANISATION_SIZE_LABELS[tier]})`).join(', ');
  return [
    {
      question: 'How much does membership cost?',
      answer: `Monthly: ${priceList('monthly')}. Paid annually: ${priceList('annual')}.`,
    },
    {
      question: 'Which membership tier is right for my charity?',
      answer: `The tier follows your charity's annual income: ${bands}.`,
    },
    {
      question: 'How much do we save by paying annually?',
      answer: `Annual billing saves ${ANNUAL_SAVING_PERCENT}% compared with twelve monthly payments.`,
    },
    {
      question: 'What discount do members get on consultant rates?',
      answer: `Members get a discount on every consultant's rate: ${discounts}.`,
    },
    {
      question: 'Is there a minimum commitment?',
      answer: `Membership starts with a ${MEMBERSHIP_INITIAL_COMMITMENT_MONTHS}-month commitment and then continues month by month until you cancel.`,
    },
    {
      question: 'Can we start with a single project instead?',
      answer: `Yes. A one-off project has no ongoing commitment and a setup fee of ${formatPounds(ONE_OFF_SETUP_FEE)} (usually ${formatPounds(
        ONE_OFF_REGULAR_SETUP_FEE,
      )}). If you become a member within ${SETUP_FEE_CREDIT_DAYS} days of the project finishing, the fee is credited to your membership.`,
    },
    {
      question: 'How are consultants chosen?',
      answer:
        'Every consultant is interviewed and approved by our team before they are introduced to a charity, and we reply to every enquiry within 24 hours.',
    },
  ];
}
