import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThanOrEqual } from 'typeorm';

import type { NeedMoveReason, NeedState } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { MatchRequestEntity, MatchRequestState } from './match-request.entity';
import { NeedMoveEntity } from './need-move.entity';
import { NeedShortlistEntity } from './need-shortlist.entity';
import { NeedEntity } from './need.entity';

export type NewNeed = Omit<NeedEntity, 'id' | 'version' | 'firstShortlistedAt' | 'acceptedAt' | 'organisationSortKey'>;

export interface NeedMoveRecord {
  needId: number;
  fromState: NeedState | null;
  toState: NeedState;
  reason?: NeedMoveReason | null;
  note?: string | null;
  actorUserId: number | null;
  movedAt: Date;
}

/** Needs, their moves, shortlists and match requests. Writes join the use case's transaction. */
@Injectable()
export class NeedRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async insert(need: NewNeed): Promise<number> {
    const result = await this.manager.insert(NeedEntity, { ...need, organisationSortKey: need.organisation ?? '', version: 1 });
    return result.identifiers[0].id as number;
  }

  findById(id: number): Promise<NeedEntity | null> {
    return this.manager.findOne(NeedEntity, { where: { id } });
  }

  findBySource(kind: NeedEntity['kind'], sourceId: number): Promise<NeedEntity | null> {
    return this.manager.findOne(NeedEntity, { where: { kind, sourceId } });
  }

  /**
   * The move itself, conditional on the version read: of two admins moving one need at once, exactly one
   * UPDATE matches (no row lock, so it holds on Galera's certification too). False when it lost.
   */
  async moveState(need: NeedEntity, to: NeedState, at: Date, extra: Partial<Pick<NeedEntity, 'firstShortlistedAt' | 'acceptedAt'>> = {}): Promise<boolean> {
    const result = await this.manager.update(NeedEntity, { id: need.id, version: need.version }, { state: to, stateChangedAt: at, version: need.version + 1, ...extra });
    if (!result.affected) return false;
    need.version += 1;
    need.state = to;
    return true;
  }

  async recordMove(move: NeedMoveRecord): Promise<void> {
    await this.manager.insert(NeedMoveEntity, { reason: null, note: null, ...move });
  }

  moves(needId: number): Promise<NeedMoveEntity[]> {
    return this.manager.find(NeedMoveEntity, { where: { needId }, order: { movedAt: 'ASC', id: 'ASC' } });
  }

  async insertShortlist(shortlist: Omit<NeedShortlistEntity, 'id'>): Promise<number> {
    const result = await this.manager.insert(NeedShortlistEntity, shortlist);
    return result.identifiers[0].id as number;
  }

  findShortlistByTokenHash(tokenHash: string): Promise<NeedShortlistEntity | null> {
    return this.manager.findOne(NeedShortlistEntity, { where: { tokenHash } });
  }

  findShortlist(id: number): Promise<NeedShortlistEntity | null> {
    return this.manager.findOne(NeedShortlistEntity, { where: { id } });
  }

  latestShortlist(needId: number): Promise<NeedShortlistEntity | null> {
    return this.manager.findOne(NeedShortlistEntity, { where: { needId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async insertMatchRequests(rows: Array<Omit<MatchRequestEntity, 'id'>>): Promise<void> {
    await this.manager.insert(MatchRequestEntity, rows);
  }

  matchRequestsOfShortlist(shortlistId: number): Promise<MatchRequestEntity[]> {
    return this.manager.find(MatchRequestEntity, { where: { shortlistId }, order: { position: 'ASC' } });
  }

  matchRequestsOfNeed(needId: number): Promise<MatchRequestEntity[]> {
    return this.manager.find(MatchRequestEntity, { where: { needId }, order: { shortlistId: 'ASC', position: 'ASC' } });
  }

  findMatchRequest(id: number): Promise<MatchRequestEntity | null> {
    return this.manager.findOne(MatchRequestEntity, { where: { id } });
  }

  /** Conditional on the state read, like a need's move. */
  async moveMatchRequest(id: number, from: MatchRequestState, changes: Partial<MatchRequestEntity>): Promise<boolean> {
    const result = await this.manager.update(MatchRequestEntity, { id, state: from }, changes);
    return !!result.affected;
  }

  /** A new shortlist replaces the proposals of the last one that were never chosen. */
  async withdrawProposals(needId: number): Promise<void> {
    await this.manager.update(MatchRequestEntity, { needId, state: 'proposed' }, { state: 'withdrawn' });
  }

  async settleOthers(shortlistId: number, exceptId: number, from: MatchRequestState, to: MatchRequestState): Promise<void> {
    const others = await this.manager.find(MatchRequestEntity, { where: { shortlistId, state: from }, select: { id: true } });
    const ids = others.map((row) => row.id).filter((id) => id !== exceptId);
    if (ids.length) await this.manager.update(MatchRequestEntity, { id: In(ids) }, { state: to });
  }

  /** A consultant's own requests once chosen (they never see a shortlist they were merely on). */
  consultantRequests(consultantId: number): Promise<MatchRequestEntity[]> {
    return this.manager.find(MatchRequestEntity, {
      where: { consultantId, state: In(['chosen', 'accepted', 'declined', 'expired']) },
      order: { chosenAt: 'DESC', id: 'DESC' },
      take: 50,
    });
  }

  needsByIds(ids: number[]): Promise<NeedEntity[]> {
    return ids.length ? this.manager.find(NeedEntity, { where: { id: In(ids) } }) : Promise.resolve([]);
  }

  needsOfRequester(userId: number): Promise<NeedEntity[]> {
    return this.manager.find(NeedEntity, { where: { requesterUserId: userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 50 });
  }

  /** Chosen requests not yet reminded whose deadline falls before `dueBefore`. */
  dueForReminder(dueBefore: Date, limit: number): Promise<MatchRequestEntity[]> {
    return this.manager.find(MatchRequestEntity, {
      where: { state: 'chosen', dueAt: LessThanOrEqual(dueBefore), remindedAt: IsNull() },
      order: { dueAt: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  async markReminded(id: number, at: Date): Promise<boolean> {
    const result = await this.manager.update(MatchRequestEntity, { id, state: 'chosen', remindedAt: IsNull() }, { remindedAt: at });
    return !!result.affected;
  }

  /** Chosen requests whose answer window has closed, oldest first. */
  dueForExpiry(now: Date, limit: number): Promise<MatchRequestEntity[]> {
    return this.manager.find(MatchRequestEntity, { where: { state: 'chosen', dueAt: LessThanOrEqual(now) }, order: { dueAt: 'ASC', id: 'ASC' }, take: limit });
  }
}
