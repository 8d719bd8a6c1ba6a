import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { MATCH_CANDIDATE_POOL, MATCHING_MESSAGES, MatchCandidatesView } from '../../../contracts';
import { rawDate, rawJsonList } from '../../../database/raw-values';
import { NotFoundError } from '../../../kernel/domain-errors';
import { isAvailableNow } from '../../consultants';
import { CandidateFacts, expertiseKeys, NeedProfile, rankCandidates } from '../domain/candidate-scorer';
import { answerHoursOf } from '../domain/need-profile';
import { AnswerRow, CandidatePoolQuery, PoolRow } from '../infrastructure/candidate-pool.query';
import type { NeedEntity } from '../infrastructure/need.entity';
import { NeedRepository } from '../infrastructure/need.repository';

/**
 * The ranked candidates of a need (D17): three statements (the need, the pre-filtered pool with its project
 * counts, the pool's answer history), then the pure scorer. With the session lookup: four per call.
 */
@Injectable()
export class MatchCandidatesService {
  constructor(
    private readonly needs: NeedRepository,
    private readonly pool: CandidatePoolQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async forNeed(needId: number): Promise<MatchCandidatesView> {
    const need = await this.needs.findById(needId);
    if (!need) throw new NotFoundError(MATCHING_MESSAGES.needNotFound);
    return this.rank(need);
  }

  /** `alsoIds` joins the pool whatever their expertise (a shortlist being checked). */
  async rank(need: NeedEntity, alsoIds: readonly number[] = []): Promise<MatchCandidatesView> {
    const profile = profileOf(need);
    const includeIds = [...new Set([...(need.namedConsultantId ? [need.namedConsultantId] : []), ...alsoIds])];
    const rows = await this.pool.pool({ expertiseMask: need.expertiseMask, includeIds, sizeBand: need.sizeBand, cause: need.cause, limit: MATCH_CANDIDATE_POOL });
    const answers = await this.pool.answers(rows.map((row) => Number(row.id)));
    const now = this.clock.now();
    return rankCandidates(profile, rows.map((row) => factsOf(row, answers, need.id, now)));
  }
}

function profileOf(need: NeedEntity): NeedProfile {
  return { expertise: expertiseKeys(need.expertise), sizeBand: need.sizeBand, cause: need.cause, namedConsultantId: need.namedConsultantId };
}

function factsOf(row: PoolRow, answers: AnswerRow[], needId: number, now: Date): CandidateFacts {
  const id = Number(row.id);
  const own = answers.filter((answer) => Number(answer.consultantId) === id);
  return {
    consultantId: id,
    name: row.name,
    expertise: rawJsonList(row.expertise),
    yearsExperience: Number(row.yearsExperience ?? 0),
    availableNow: isAvailableNow(!!Number(row.availability), rawDate(row.availabilityConfirmedAt), now),
    completedProjects: Number(row.completedProjects ?? 0),
    sameBandProjects: Number(row.sameBandProjects ?? 0),
    sameCauseProjects: Number(row.sameCauseProjects ?? 0),
    inProgressProjects: Number(row.inProgressProjects ?? 0),
    ratingAverage: row.ratingTenths === null || row.ratingTenths === undefined ? null : Number(row.ratingTenths) / 10,
    answerHours: answerHoursOf(own.map((answer) => ({ state: answer.state, chosenAt: rawDate(answer.chosenAt), answeredAt: rawDate(answer.answeredAt) }))),
    declinedThisNeed: own.some((answer) => Number(answer.needId) === needId && answer.state === 'declined'),
  };
}
