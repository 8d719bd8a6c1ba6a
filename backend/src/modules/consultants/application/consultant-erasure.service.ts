import { Injectable } from '@nestjs/common';

import { ConsultantProfileRepository } from '../infrastructure/consultant-profile.repository';

/** D19: an erased consultant's profile leaves the directory and loses every text about them. */
@Injectable()
export class ConsultantErasureService {
  constructor(private readonly profiles: ConsultantProfileRepository) {}

  /**
   * In the caller's transaction. The row stays (projects point at it) but is never listed again; unused
   * one-click availability links would otherwise still act on the profile, so they go.
   */
  leaveDirectory(userId: number): Promise<void> {
    return this.profiles.eraseTexts(userId);
  }
}
