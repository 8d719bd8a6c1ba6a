import { ExpertiseKey } from '../../src/contracts';
import { insertConsultant } from './seeding';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

export interface Seed {
  first: string;
  surname: string;
  organisation?: string;
  bio?: string;
  summary?: string;
  specialisations?: string;
  previousExperience?: string;
  expertise?: ExpertiseKey[];
  approved?: boolean;
  featured?: boolean;
  available?: boolean;
  confirmedDaysAgo?: number;
  /** The stored sort key as a sweep that has not run yet left it. */
  storedAvailableNow?: boolean;
}

export interface Seeded {
  id: number;
  email: string;
  phone: string;
  username: string;
  surname: string;
  name: string;
}

let seedCounter = 0;

/** A directory consultant with private contact details, through the one seeding helper (support/seeding.ts). */
export async function seedConsultant(t: TestApp, seed: Seed): Promise<Seeded> {
  seedCounter += 1;
  const username = `dirconsultant${seedCounter}`;
  const email = `private.mailbox${seedCounter}@example.org`;
  const phone = `+44 7700 9${String(seedCounter).padStart(5, '0')}`;
  const name = `${seed.first} ${seed.surname}`;
  const { consultantId } = await insertConsultant(t, {
    user: { username, email, name, organisation: seed.organisation ?? null, phone, bio: seed.bio ?? null },
    profile: {
      expertise: seed.expertise ?? ['other'],
      yearsExperience: 7,
      availability: seed.available ?? true,
      linkedin: 'https://linkedin.com/in/private-profile',
      isApproved: seed.approved ?? true,
      isFeatured: seed.featured ?? false,
      profileSummary: seed.summary ?? null,
      specialisations: seed.specialisations ?? null,
      previousExperience: seed.previousExperience ?? null,
      profileImageUrl: null,
      availabilityConfirmedAt: new Date(t.clock.now().getTime() - (seed.confirmedDaysAgo ?? 1) * DAY),
      ...(seed.storedAvailableNow === undefined ? {} : { availableNow: seed.storedAvailableNow }),
    },
  });
  return { id: consultantId, email, phone, username, surname: seed.surname, name };
}
