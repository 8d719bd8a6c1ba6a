import { ApiProperty } from '@nestjs/swagger';

import type { DurationStats, FillRateRow, StaleAvailabilityEntry, StaleAvailabilityPage, UnmetDemandReport } from '../../contracts';
import { EXPERTISE_KEYS } from '../../contracts';

/** OpenAPI schemas of the admin reports (issues 7, 17, 18; kept beside api-schemas.ts, same rules). */
export class DurationStatsSchema implements DurationStats {
  @ApiProperty() count: number;
  @ApiProperty({ type: Number, nullable: true }) medianHours: number | null;
  @ApiProperty({ type: Number, nullable: true }) p90Hours: number | null;
}

export class FillRateSchema implements FillRateRow {
  @ApiProperty() key: string;
  @ApiProperty() needs: number;
  @ApiProperty() accepted: number;
  @ApiProperty({ description: '0–1' }) rate: number;
}

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

export class StaleAvailabilityPageSchema implements StaleAvailabilityPage {
  @ApiProperty({ type: [StaleAvailabilityEntrySchema] }) data: StaleAvailabilityEntrySchema[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

class ExpertiseCountSchema {
  @ApiProperty({ enum: EXPERTISE_KEYS }) expertise: string;
  @ApiProperty() label: string;
  @ApiProperty() count: number;
}

class SearchTextCountSchema {
  @ApiProperty({ description: 'The normalised search words' }) searchText: string;
  @ApiProperty() count: number;
}

class UnmetSearchesSchema {
  @ApiProperty() total: number;
  @ApiProperty({ type: [ExpertiseCountSchema] }) byExpertise: ExpertiseCountSchema[];
  @ApiProperty({ type: [SearchTextCountSchema] }) bySearchText: SearchTextCountSchema[];
}

class NeedCountSchema {
  @ApiProperty({ type: String, nullable: true, enum: EXPERTISE_KEYS, description: 'The expertise key the stated need names, else null' }) expertise: string | null;
  @ApiProperty({ description: "The expertise label, else the need as written ('Not stated' when blank)" }) label: string;
  @ApiProperty() count: number;
}

class WaitingListDemandSchema {
  @ApiProperty() total: number;
  @ApiProperty({ type: [NeedCountSchema] }) byExpertise: NeedCountSchema[];
}

export class UnmetDemandReportSchema implements UnmetDemandReport {
  @ApiProperty() days: number;
  @ApiProperty({ format: 'date-time' }) since: string;
  @ApiProperty({ type: UnmetSearchesSchema }) searches: UnmetSearchesSchema;
  @ApiProperty({ type: WaitingListDemandSchema }) waitingList: WaitingListDemandSchema;
}
