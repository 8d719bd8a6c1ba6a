import type { ExpertiseKey, MatchRequestView } from '../../../contracts';
import { firstNameOf } from '../../consultants';
import type { MatchRequestEntity } from '../infrastructure/match-request.entity';
import type { NeedEntity } from '../infrastructure/need.entity';

/** The requester as organisation and first name only (D17): their contact details come with the introduction. */
export function toMatchRequestView(row: MatchRequestEntity, need: NeedEntity): MatchRequestView {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    state: row.state,
    organisation: need.organisation,
    contactFirstName: need.contactName ? firstNameOf(need.contactName) : null,
    expertise: need.expertise as ExpertiseKey[],
    timeline: need.timeline,
    description: need.description,
    chosenAt: iso(row.chosenAt),
    dueAt: iso(row.dueAt),
    answeredAt: iso(row.answeredAt),
  };
}
