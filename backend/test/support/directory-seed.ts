import { ExpertiseKey } from '../../src/contracts';
import { isAvailableNow } from '../../src/modules/consultants/domain/availability-freshness';
import { buildSearchDocument, expertiseMask } from '../../src/modules/consultants/domain/directory-search';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
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

/** Straight into the tables (no password hashing), with the search fields the application would write. */
export async function seedConsultant(t: TestApp, seed: Seed): Promise<Seeded> {
  seedCounter += 1;
  const username = `dirconsultant${seedCounter}`;
  const email = `private.mailbox${seedCounter}@example.org`;
  const phone = `+44 7700 9${String(seedCounter).padStart(5, '0')}`;
  const name = `${seed.first} ${seed.surname}`;
  const user = await t.dataSource.manager.insert(UserEntity, {
    username,
    password: 'not-a-real-hash',
    email,
    emailNormalized: email,
    role: 'consultant',
    isConsultant: true,
    name,
    organisation: seed.organisation ?? null,
    phone,
    bio: seed.bio ?? null,
    createdAt: t.clock.now(),
  });
  const expertise = seed.expertise ?? ['other'];
  const fields = {
    profileSummary: seed.summary ?? null,
    specialisations: seed.specialisations ?? null,
    previousExperience: seed.previousExperience ?? null,
  };
  const confirmedAt = new Date(t.clock.now().getTime() - (seed.confirmedDaysAgo ?? 1) * DAY);
  const consultant = await t.dataSource.manager.insert(ConsultantEntity, {
    userId: user.identifiers[0].id as number,
    expertise,
    yearsExperience: 7,
    availability: seed.available ?? true,
    linkedin: 'https://linkedin.com/in/private-profile',
    isApproved: seed.approved ?? true,
    isFeatured: seed.featured ?? false,
    ...fields,
    profileImageUrl: null,
    availabilityConfirmedAt: confirmedAt,
    // As the application and the freshness sweep leave it, unless the test needs a sweep still to come.
    availableNow: seed.storedAvailableNow ?? isAvailableNow(seed.available ?? true, confirmedAt, t.clock.now()),
    searchDocument: buildSearchDocument({ name, organisation: seed.organisation ?? null, bio: seed.bio ?? null, expertise, ...fields }),
    expertiseMask: expertiseMask(expertise),
  });
  return { id: consultant.identifiers[0].id as number, email, phone, username, surname: seed.surname, name };
}
