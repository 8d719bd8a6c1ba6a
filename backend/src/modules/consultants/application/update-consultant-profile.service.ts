import { Inject, Injectable } from '@nestjs/common';

import { NotFoundError } from '../../../kernel/domain-errors';
import { Clock, CLOCK } from '../../../config/clock';
import { TransactionRunner } from '../../../database/transaction-runner';
import { AuditTrailService } from '../../audit';
import type { ConsultantProfileSummary, ConsultantProfileUpdate } from '../../../contracts';
import { mayEditConsultantProfile, ProfileEditor } from '../domain/profile-access';
import { buildSearchDocument, expertiseMask } from '../domain/directory-search';
import type { ConsultantEntity } from '../infrastructure/consultant.entity';
import { ConsultantProfileRepository } from '../infrastructure/consultant-profile.repository';
import { toConsultantProfileSummary } from './consultant-summary.mapper';

const CONSULTANT_PROFILE_NOT_FOUND = 'Consultant profile not found';

/** The fields PATCH /api/consultants/{id} may change: nothing else reaches the UPDATE (no mass assignment). */
/** Edits of these rebuild the directory's search document and expertise mask. */
const SEARCHED_FIELDS = ['expertise', 'specialisations', 'profileSummary', 'previousExperience'] as const;

const EDITABLE_FIELDS = ['availability', 'expertise', 'specialisations', 'yearsExperience', 'profileSummary', 'previousExperience', 'linkedin'] as const;

/**
 * Availability toggle and profile edit (spec 000 §4–§5, spec 001 §4). Two statements: read the profile
 * (owner check), then one UPDATE of the given fields (plus the owner's name for the search document when a
 * searched field changes); the answer is the row as read plus the change. An admin changing someone else's
 * profile is an admin write: the UPDATE and its audit row share a transaction.
 */
@Injectable()
export class UpdateConsultantProfileService {
  constructor(
    private readonly profiles: ConsultantProfileRepository,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditTrailService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async update(editor: ProfileEditor & { ipAddress: string | null }, profileId: number, changes: ConsultantProfileUpdate): Promise<ConsultantProfileSummary> {
    const profile = await this.profiles.findById(profileId);
    // Someone else's profile answers exactly like a missing one (DECISIONS D1: existence does not leak).
    if (!profile || !mayEditConsultantProfile(editor, profile.userId)) throw new NotFoundError(CONSULTANT_PROFILE_NOT_FOUND);

    const patch: Partial<Pick<ConsultantEntity, (typeof EDITABLE_FIELDS)[number]>> = {};
    for (const field of EDITABLE_FIELDS) {
      if (changes[field] !== undefined) Object.assign(patch, { [field]: changes[field] });
    }
    if (Object.keys(patch).length === 0) return toConsultantProfileSummary(profile);
    const edited = { ...profile, ...patch };
    const derived: Partial<ConsultantEntity> = {};
    // D15: saying 'available' again is a confirmation too, so any availability in the body stamps the time.
    if (patch.availability !== undefined) {
      derived.availabilityConfirmedAt = this.clock.now();
      derived.availableNow = patch.availability;
    }
    if (SEARCHED_FIELDS.some((field) => patch[field] !== undefined)) {
      const owner = await this.profiles.ownerFields(profile.userId);
      derived.searchDocument = buildSearchDocument({ ...owner, ...edited });
      derived.expertiseMask = expertiseMask(edited.expertise);
    }
    if (editor.userId === profile.userId) {
      await this.profiles.update(profileId, { ...patch, ...derived });
    } else {
      await this.transactions.run(async () => {
        await this.profiles.update(profileId, { ...patch, ...derived });
        await this.audit.record({
          action: 'consultant_profile_updated',
          actorUserId: editor.userId,
          subjectUserId: profile.userId,
          subject: { type: 'consultant', id: profileId },
          ipAddress: editor.ipAddress,
          // Which fields, not their values: the row says who changed what, the profile holds the rest.
          details: { fields: Object.keys(patch).join(',') },
        });
      });
    }
    return toConsultantProfileSummary(edited);
  }
}
