import { Injectable } from '@nestjs/common';

import { requireTransaction } from '../../../database/ambient-transaction';
import { AvailabilityConfirmationEntity } from '../infrastructure/availability-confirmation.entity';
import { ConsultantEntity } from '../infrastructure/consultant.entity';

/** D19: an erased consultant's profile leaves the directory and loses every text about them. */
@Injectable()
export class ConsultantErasureService {
  /** In the caller's transaction. The row stays (projects point at it) but is never listed again. */
  async leaveDirectory(userId: number): Promise<void> {
    const manager = requireTransaction('ConsultantErasureService.leaveDirectory');
    const profile = await manager.findOne(ConsultantEntity, { where: { userId }, select: { id: true } });
    if (!profile) return;
    await manager.update(ConsultantEntity, { id: profile.id }, {
      isApproved: false,
      isFeatured: false,
      availability: false,
      availableNow: false,
      linkedin: null,
      profileSummary: null,
      previousExperience: null,
      specialisations: null,
      profileImageUrl: null,
      searchDocument: '',
    });
    // Unused one-click availability links would otherwise still act on the profile.
    await manager.delete(AvailabilityConfirmationEntity, { consultantId: profile.id });
  }
}
