import { ApiProperty } from '@nestjs/swagger';

import type { StaleAvailabilityEntry, StaleAvailabilityPage, UnmetDemandReport } from '../../../../contracts';
import { EXPERTISE_KEYS } from '../../../../contracts';
import { CursorPagingSchema } from '../../../../common/http/cursor-paging.response';

type UnmetSearches = UnmetDemandReport['searches'];
type ExpertiseCount = UnmetSearches['byExpertise'][number];
type SearchTextCount = UnmetSearches['bySearchText'][number];
type WaitingListDemand = UnmetDemandReport['waitingList'];
type NeedCount = WaitingListDemand['byExpertise'][number];

/**
 * OpenAPI schemas of the admin reports (stale availability, unmet demand). Each class implements the contracts type
 * it documents, so a field added there fails to compile here until documented.
 */

export class StaleAvailabilityEntrySchema implements StaleAvailabilityEntry {
  @ApiProperty() id: number;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty() availability: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) availabilityConfirmedAt: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Whole days since the last confirmation' }) days: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'The newest unanswered confirmation mail' }) reminderSentAt: string | null;
}

export class StaleAvailabilityPageSchema extends CursorPagingSchema implements StaleAvailabilityPage {
  @ApiProperty({ type: [StaleAvailabilityEntrySchema] }) data: StaleAvailabilityEntrySchema[];
}

export class ExpertiseCountSchema implements ExpertiseCount {
  @ApiProperty({ enum: EXPERTISE_KEYS }) expertise: string;
  @ApiProperty() label: string;
  @ApiProperty() count: number;
}

export class SearchTextCountSchema implements SearchTextCount {
  @ApiProperty({ description: 'The normalised search words' }) searchText: string;
  @ApiProperty() count: number;
}

export class UnmetSearchesSchema implements UnmetSearches {
  @ApiProperty() total: number;
  @ApiProperty({ type: [ExpertiseCountSchema] }) byExpertise: ExpertiseCountSchema[];
  @ApiProperty({ type: [SearchTextCountSchema] }) bySearchText: SearchTextCountSchema[];
}

export class NeedCountSchema implements NeedCount {
  @ApiProperty({ type: String, nullable: true, enum: EXPERTISE_KEYS, description: 'The expertise key the stated need names, else null' }) expertise: string | null;
  @ApiProperty({ description: "The expertise label, else the need as written ('Not stated' when blank)" }) label: string;
  @ApiProperty() count: number;
}

export class WaitingListDemandSchema implements WaitingListDemand {
  @ApiProperty() total: number;
  @ApiProperty({ type: [NeedCountSchema] }) byExpertise: NeedCountSchema[];
}

export class UnmetDemandReportSchema implements UnmetDemandReport {
  @ApiProperty() days: number;
  @ApiProperty({ format: 'date-time' }) since: string;
  @ApiProperty({ type: UnmetSearchesSchema }) searches: UnmetSearchesSchema;
  @ApiProperty({ type: WaitingListDemandSchema }) waitingList: WaitingListDemandSchema;
}
