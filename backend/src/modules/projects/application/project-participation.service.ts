import { Injectable } from '@nestjs/common';

import { ProjectParty, ProjectPartyRepository } from '../infrastructure/project-party.repository';

export type { ProjectParty } from '../infrastructure/project-party.repository';

/** What other modules may ask about someone's part in projects (D19: no erasure mid-project). */
@Injectable()
export class ProjectParticipationService {
  constructor(private readonly parties: ProjectPartyRepository) {}

  hasProjectInProgress(party: ProjectParty): Promise<boolean> {
    return this.parties.hasProjectInProgress(party);
  }
}
