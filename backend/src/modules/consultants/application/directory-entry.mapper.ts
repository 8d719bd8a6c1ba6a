import { RATING_MIN_REVIEWS } from '../../../contracts';
import type { ConsultantRating, DirectoryConsultant } from '../../../contracts';
import { isAvailableNow } from '../domain/availability-freshness';
import { firstNameOf } from '../domain/directory-search';
import type { DirectoryRow } from '../infrastructure/directory.repository';

/** SQLite returns datetimes as UTC text without a zone. */
export function toDate(value: Date | string | null): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value;
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`);
}

/** Field by field (a whitelist): nothing a future column adds reaches the public JSON unless listed here (D4). */
export function toDirectoryConsultant(row: DirectoryRow, now: Date): DirectoryConsultant {
  const confirmedAt = toDate(row.availabilityConfirmedAt);
  const availability = !!Number(row.availability);
  return {
    id: Number(row.id),
    user: { name: firstNameOf(row.name), organisation: row.organisation ?? null, bio: row.bio ?? null },
    expertise: JSON.parse(row.expertise || '[]') as string[],
    availability,
    availabilityConfirmedAt: confirmedAt ? confirmedAt.toISOString() : null,
    availableNow: isAvailableNow(availability, confirmedAt, now),
    yearsExperience: Number(row.yearsExperience),
    profileSummary: row.profileSummary ?? null,
    specializations: row.specialisations ?? null,
    previousExperience: row.previousExperience ?? null,
    profileImageUrl: row.profileImageUrl ?? null,
    isApproved: !!Number(row.isApproved),
    isFeatured: !!Number(row.isFeatured),
    rating: ratingOfRow(row),
  };
}

/** The stored aggregate (tenths) as `{ average, count }`; no row: no reviews yet. */
function ratingOfRow(row: DirectoryRow): ConsultantRating {
  const count = Number(row.ratingCount ?? 0);
  const tenths = row.ratingTenths === null || row.ratingTenths === undefined ? null : Number(row.ratingTenths);
  return { average: tenths === null || count < RATING_MIN_REVIEWS ? null : tenths / 10, count };
}
