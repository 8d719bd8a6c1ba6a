import type { ExpertiseKey, MembershipTier, ProjectStatus } from '../contracts';

/**
 * Demo data for `make run` (SEED_DEMO=true). Every person and organisation here is fictional;
 * e-mail addresses use example.org, which never delivers.
 */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';

export interface DemoConsultant {
  username: string;
  name: string;
  email: string;
  phone: string;
  organisation: string | null;
  bio: string;
  expertise: ExpertiseKey[];
  yearsExperience: number;
  availability: boolean;
  isFeatured: boolean;
  linkedin: string;
  profileSummary: string;
  specialisations: string;
  previousExperience: string;
}

interface DemoMessage {
  /** Who writes: the charity's user or the assigned consultant. */
  from: 'charity' | 'consultant';
  content: string;
  /** How long ago it was sent. */
  hoursAgo: number;
  isRead: boolean;
}

interface DemoProject {
  title: string;
  description: string;
  expertiseRequired: ExpertiseKey[];
  status: ProjectStatus;
  estimatedHours: number | null;
  /** Days from today (negative: in the past); null: not set. */
  startInDays: number | null;
  endInDays: number | null;
  createdDaysAgo: number;
  notes: string | null;
  /** Username of the assigned consultant. */
  consultant?: string;
  messages?: DemoMessage[];
}

export interface DemoCharity {
  username: string;
  name: string;
  email: string;
  phone: string;
  organisation: string;
  website: string;
  bio: string;
  registeredNumber: string;
  revenue: number;
  employeeCount: number;
  foundingYear: number;
  mission: string;
  primaryCause: string;
  location: string;
  membershipTier: MembershipTier;
  /** Days until the membership ends; null: no active membership. */
  membershipEndsInDays: number | null;
  projects: DemoProject[];
}

const consultant = (c: Omit<DemoConsultant, 'email' | 'linkedin'>): DemoConsultant => ({
  ...c,
  email: `${c.username}@example.org`,
  linkedin: `https://www.linkedin.com/in/${c.username.replace('.', '-')}-demo`,
});

export const DEMO_CONSULTANTS: DemoConsultant[] = [
  consultant({
    username: 'sarah.mitchell',
    name: 'Sarah Mitchell',
    phone: '07700 900101',
    organisation: 'Mitchell Charity Finance',
    bio: 'Chartered accountant (ACA) and former charity finance director.',
    expertise: ['finance', 'governance'],
    yearsExperience: 22,
    availability: true,
    isFeatured: true,
    profileSummary:
      'Former finance director who helps boards understand their numbers: reserves policies, SORP-compliant accounts and finance functions that stand up to audit without drowning a small team.',
    specialisations: 'Charities SORP reporting, reserves policy, audit preparation, trustee finance training, restricted fund accounting',
    previousExperience:
      'Finance Director at a national housing charity (11 years); Head of Finance at a regional arts foundation; audit senior at a mid-tier firm with a charities practice.',
  }),
  consultant({
    username: 'james.okafor',
    name: 'James Okafor',
    phone: '07700 900102',
    organisation: null,
    bio: 'Fundraising strategist, Chartered Institute of Fundraising member.',
    expertise: ['fundraising', 'strategy'],
    yearsExperience: 15,
    availability: true,
    isFeatured: true,
    profileSummary:
      'Builds income strategies that diversify away from one big funder: trusts and foundations pipelines, major donor programmes and legacy giving for small and medium charities.',
    specialisations: 'Trusts and foundations, major donor cultivation, legacy campaigns, income diversification, case for support writing',
    previousExperience:
      'Director of Fundraising at a youth homelessness charity; Trusts Manager at a national children’s charity; freelance bid writer with £12m raised across 90 applications.',
  }),
  consultant({
    username: 'priya.patel',
    name: 'Priya Patel',
    phone: '07700 900103',
    organisation: 'Open Door Digital',
    bio: 'Digital and data lead for the voluntary sector.',
    expertise: ['technology', 'operations'],
    yearsExperience: 12,
    availability: false,
    isFeatured: false,
    profileSummary:
      'Moves charities off spreadsheets and ageing databases onto systems staff actually use, with data protection built in from the start.',
    specialisations: 'CRM selection and migration (Salesforce NPSP, Beacon, Donorfy), UK GDPR compliance, Microsoft 365 rollouts, digital skills training',
    previousExperience:
      'Head of Digital at a disability rights charity; data manager at a hospice; led CRM migrations for 14 charities.',
  }),
  consultant({
    username: 'david.hughes',
    name: 'David Hughes',
    phone: '07700 900104',
    organisation: 'Hughes Governance Partners',
    bio: 'Charity governance adviser and former Charity Commission case officer.',
    expertise: ['governance', 'legal'],
    yearsExperience: 25,
    availability: true,
    isFeatured: false,
    profileSummary:
      'Helps trustee boards meet their legal duties with confidence: governance reviews, constitutional change and getting ready for a Charity Commission inquiry.',
    specialisations: 'Charity Governance Code reviews, CIO conversions, conflicts of interest, serious incident reporting, trustee recruitment',
    previousExperience:
      'Case officer at the Charity Commission for England and Wales (8 years); company secretary of a federated charity; trustee of two local charities.',
  }),
  consultant({
    username: 'emma.clarke',
    name: 'Emma Clarke',
    phone: '07700 900105',
    organisation: null,
    bio: 'Communications and supporter-care specialist.',
    expertise: ['marketing', 'fundraising'],
    yearsExperience: 9,
    availability: true,
    isFeatured: false,
    profileSummary:
      'Makes small charities visible: clear messaging, campaigns on a shoestring and supporter journeys that turn one-off donors into regular givers.',
    specialisations: 'Brand and messaging, social media campaigns, email supporter journeys, Gift Aid uplift, press relations',
    previousExperience: 'Communications Manager at a mental health charity; digital marketing executive at a heritage trust.',
  }),
  consultant({
    username: 'mohammed.rahman',
    name: 'Mohammed Rahman',
    phone: '07700 900106',
    organisation: 'Rahman Finance & Operations',
    bio: 'Chartered management accountant (CIMA) specialising in funded services.',
    expertise: ['finance', 'operations'],
    yearsExperience: 18,
    availability: false,
    isFeatured: true,
    profileSummary:
      'Puts a true price on services so contracts and grants cover their costs; builds budgets and management accounts that trustees can read in five minutes.',
    specialisations: 'Full cost recovery, budgeting and forecasting, grant and contract reporting, payroll and pensions, Xero and Sage',
    previousExperience:
      'Director of Finance and Resources at a community health charity; management accountant at a housing association; treasurer of a mosque-based food project.',
  }),
  consultant({
    username: 'catherine.walsh',
    name: 'Catherine Walsh',
    phone: '07700 900107',
    organisation: 'Walsh People Consulting',
    bio: 'Chartered MCIPD with a background in volunteer-led organisations.',
    expertise: ['hr', 'governance'],
    yearsExperience: 20,
    availability: true,
    isFeatured: false,
    profileSummary:
      'People policies that work for paid staff and volunteers alike, with safeguarding and wellbeing taken seriously.',
    specialisations: 'Volunteer management, safeguarding policy and training, HR policy handbooks, pay benchmarking, restructures and consultation',
    previousExperience: 'HR Director at a national volunteering charity; HR business partner in the NHS; safeguarding lead for a sports charity.',
  }),
  consultant({
    username: 'owen.davies',
    name: 'Owen Davies',
    phone: '07700 900108',
    organisation: 'Davies Strategy Wales',
    bio: 'Former charity chief executive, bilingual (Welsh/English).',
    expertise: ['strategy', 'governance'],
    yearsExperience: 28,
    availability: true,
    isFeatured: true,
    profileSummary:
      'Facilitates strategies that boards and staff both own, from a theory of change to a costed five-year plan, and advises on mergers and collaborations.',
    specialisations: 'Strategic planning, theory of change, mergers and partnerships, board away days, Welsh-language facilitation',
    previousExperience:
      'Chief Executive of a Welsh environmental charity (12 years); Director of Services at a national older people’s charity; chair of a county voluntary council.',
  }),
  consultant({
    username: 'aisha.bello',
    name: 'Aisha Bello',
    phone: '07700 900109',
    organisation: null,
    bio: 'Community and corporate fundraiser.',
    expertise: ['fundraising', 'marketing'],
    yearsExperience: 11,
    availability: false,
    isFeatured: false,
    profileSummary: 'Grows community and corporate income: challenge events, workplace giving and partnerships that last longer than one charity of the year.',
    specialisations: 'Corporate partnerships, challenge events, community fundraising groups, payroll giving, sponsorship proposals',
    previousExperience: 'Head of Community and Events at a cancer charity; corporate partnerships manager at an air ambulance charity.',
  }),
  consultant({
    username: 'thomas.fraser',
    name: 'Thomas Fraser',
    phone: '07700 900110',
    organisation: 'Fraser Legal & HR',
    bio: 'Solicitor (non-practising) and employment law adviser.',
    expertise: ['legal', 'hr'],
    yearsExperience: 16,
    availability: true,
    isFeatured: false,
    profileSummary: 'Practical legal and employment advice for charities in England, Wales and Scotland, including OSCR requirements north of the border.',
    specialisations: 'Employment contracts and TUPE, data protection and subject access requests, service contracts and SLAs, OSCR compliance, trading subsidiaries',
    previousExperience: 'Employment solicitor at an Edinburgh firm; in-house counsel at a Scottish care charity.',
  }),
  consultant({
    username: 'hannah.lewis',
    name: 'Hannah Lewis',
    phone: '07700 900111',
    organisation: 'Lewis Digital',
    bio: 'Web, accessibility and analytics specialist.',
    expertise: ['technology', 'marketing'],
    yearsExperience: 8,
    availability: true,
    isFeatured: false,
    profileSummary: 'Accessible, fast websites and the analytics to know whether they work; gets the most out of Google Ad Grants and free nonprofit software offers.',
    specialisations: 'Website rebuilds (WordPress), WCAG 2.2 accessibility audits, Google Ad Grants, analytics and dashboards, online donation journeys',
    previousExperience: 'Digital Manager at a sight-loss charity; web developer at an agency working with 30+ charities.',
  }),
  consultant({
    username: 'richard.bennett',
    name: 'Richard Bennett',
    phone: '07700 900112',
    organisation: 'Bennett Impact',
    bio: 'Operations and impact measurement consultant.',
    expertise: ['operations', 'strategy'],
    yearsExperience: 24,
    availability: true,
    isFeatured: false,
    profileSummary: 'Redesigns services around the people who use them and measures what changes, so funders and commissioners see the impact.',
    specialisations: 'Service redesign, impact measurement and outcomes frameworks, public sector tendering, quality marks, risk registers',
    previousExperience: 'Director of Operations at a criminal justice charity; commissioning manager in local government; assessor for a national quality standard.',
  }),
];

export const DEMO_CHARITIES: DemoCharity[] = [
  {
    username: 'riverside.foodbank',
    name: 'Lucy Harrison',
    email: 'lucy.harrison@riverside-foodbank.example.org',
    phone: '0113 496 0101',
    organisation: 'Riverside Community Food Bank',
    website: 'https://riverside-foodbank.example.org',
    bio: 'Operations manager; coordinates 120 volunteers across three distribution centres.',
    registeredNumber: '1123456',
    revenue: 420_000,
    employeeCount: 9,
    foundingYear: 2008,
    mission: 'No one in our community should go hungry: emergency food, advice and a warm welcome.',
    primaryCause: 'Poverty relief',
    location: 'Leeds',
    membershipTier: 'small',
    membershipEndsInDays: 120,
    projects: [
      {
        title: 'Reserves policy and financial controls review',
        description:
          'Our income has doubled since 2020 and our controls have not kept up. We need a reserves policy the trustees can approve and a review of how we authorise spending across three sites.',
        expertiseRequired: ['finance', 'governance'],
        status: 'in_progress',
        estimatedHours: 30,
        startInDays: -20,
        endInDays: 40,
        createdDaysAgo: 35,
        notes: 'Board meeting on the last Thursday of the month; papers go out a week before.',
        consultant: 'sarah.mitchell',
        messages: [
          { from: 'charity', content: 'Hi Sarah, thanks for taking this on. I have shared last year’s accounts and the current finance procedures.', hoursAgo: 20 * 24, isRead: true },
          { from: 'consultant', content: 'Thanks Lucy. I have read both. Could you also send the management accounts for the last six months and the list of restricted grants?', hoursAgo: 19 * 24, isRead: true },
          { from: 'charity', content: 'Attached. The two big restricted grants are the council hardship fund and the lottery award for the advice service.', hoursAgo: 18 * 24, isRead: true },
          { from: 'consultant', content: 'A first draft of the reserves policy is ready: I suggest three to six months of unrestricted running costs. Shall we go through it on Tuesday?', hoursAgo: 26, isRead: true },
          { from: 'charity', content: 'Tuesday at 10:00 works. The chair would like to join for the last half hour.', hoursAgo: 3, isRead: false },
        ],
      },
      {
        title: 'Volunteer recruitment and retention plan',
        description: 'We lose about a third of new volunteers within three months. We would like a plan for recruitment, induction and recognition that our two staff can run.',
        expertiseRequired: ['hr', 'operations'],
        status: 'pending',
        estimatedHours: 15,
        startInDays: 30,
        endInDays: 75,
        createdDaysAgo: 2,
        notes: null,
      },
    ],
  },
  {
    username: 'northern.lights',
    name: 'Daniel Marsh',
    email: 'daniel.marsh@northernlights-youth.example.org',
    phone: '0161 496 0202',
    organisation: 'Northern Lights Youth Trust',
    website: 'https://northernlights-youth.example.org',
    bio: 'Deputy chief executive; responsible for income and infrastructure.',
    registeredNumber: '1087654',
    revenue: 3_200_000,
    employeeCount: 48,
    foundingYear: 1996,
    mission: 'Youth clubs, mentoring and summer programmes that help young people in Greater Manchester find their place.',
    primaryCause: 'Children and young people',
    location: 'Manchester',
    membershipTier: 'medium',
    membershipEndsInDays: null,
    projects: [
      {
        title: 'Trusts and foundations fundraising pipeline',
        description: 'Two of our largest grants end next year. We need a researched pipeline of trusts and foundations and a case for support for our mentoring programme.',
        expertiseRequired: ['fundraising', 'strategy'],
        status: 'matching',
        estimatedHours: 40,
        startInDays: 14,
        endInDays: 120,
        createdDaysAgo: 6,
        notes: 'Priority: mentoring programme (£180k a year).',
      },
      {
        title: 'CRM migration to a cloud database',
        description: 'Move participant, volunteer and donor records from an ageing Access database to a cloud CRM, with consent records and retention rules.',
        expertiseRequired: ['technology'],
        status: 'completed',
        estimatedHours: 60,
        startInDays: -150,
        endInDays: -30,
        createdDaysAgo: 170,
        notes: null,
        consultant: 'priya.patel',
        messages: [
          { from: 'consultant', content: 'All 14,200 records are migrated and reconciled. The consent report now runs from the dashboard.', hoursAgo: 35 * 24, isRead: true },
          { from: 'charity', content: 'Brilliant, thank you Priya. The team training sessions were really well received.', hoursAgo: 34 * 24, isRead: true },
        ],
      },
      {
        title: 'Summer programme rebrand',
        description: 'A new name and look for our summer programme, tested with young people.',
        expertiseRequired: ['marketing'],
        status: 'cancelled',
        estimatedHours: 20,
        startInDays: null,
        endInDays: null,
        createdDaysAgo: 90,
        notes: 'Cancelled: the young people’s panel chose to keep the current name.',
      },
    ],
  },
  {
    username: 'coastal.wildlife',
    name: 'Fiona Campbell',
    email: 'fiona.campbell@coastal-wildlife.example.org',
    phone: '01736 496 0303',
    organisation: 'Coastal Wildlife Rescue',
    website: 'https://coastal-wildlife.example.org',
    bio: 'Chief executive; previously ran the charity’s seal rescue centre.',
    registeredNumber: '0298765',
    revenue: 12_500_000,
    employeeCount: 160,
    foundingYear: 1979,
    mission: 'Rescue, rehabilitate and release marine wildlife around the south-west coast, and protect the habitats they depend on.',
    primaryCause: 'Animal welfare and conservation',
    location: 'Penzance, Cornwall',
    membershipTier: 'large',
    membershipEndsInDays: 300,
    projects: [
      {
        title: 'Five-year strategy and theory of change',
        description: 'Facilitate a new five-year strategy with trustees, staff and volunteers, grounded in a theory of change we can measure against.',
        expertiseRequired: ['strategy', 'governance'],
        status: 'in_progress',
        estimatedHours: 80,
        startInDays: -45,
        endInDays: 90,
        createdDaysAgo: 60,
        notes: 'Staff workshops in Penzance and Falmouth; trustee away day in March.',
        consultant: 'owen.davies',
        messages: [
          { from: 'consultant', content: 'Thank you for a great first workshop. I will write up the themes and circulate a draft theory of change by Friday.', hoursAgo: 10 * 24, isRead: true },
          { from: 'charity', content: 'Thanks Owen. Volunteers asked to be involved too; could we add an evening session?', hoursAgo: 9 * 24, isRead: true },
          { from: 'consultant', content: 'Yes, good idea. I have pencilled in an evening session on the 14th at the rescue centre.', hoursAgo: 5, isRead: false },
        ],
      },
      {
        title: 'Trustee board effectiveness review',
        description: 'An independent review of our board against the Charity Governance Code before three trustees retire next year.',
        expertiseRequired: ['governance'],
        status: 'pending',
        estimatedHours: 25,
        startInDays: 60,
        endInDays: 120,
        createdDaysAgo: 1,
        notes: null,
      },
    ],
  },
];
