import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';

import type { CaseStudyState } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { CaseStudyConsentEntity } from './case-study-consent.entity';
import { CaseStudyEntity } from './case-study.entity';

/** An approved case study with the charity's organisation and cause, for the public profile. */
export interface PublishedCaseStudyRow {
  caseStudy: CaseStudyEntity;
  organisation: string | null;
  cause: string | null;
}

/** Case studies and their consent records. Writes join the use case's transaction. */
@Injectable()
export class CaseStudyRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  findByProject(projectId: number): Promise<CaseStudyEntity | null> {
    return this.manager.findOne(CaseStudyEntity, { where: { projectId } });
  }

  findById(id: number): Promise<CaseStudyEntity | null> {
    return this.manager.findOne(CaseStudyEntity, { where: { id } });
  }

  async insert(row: Omit<CaseStudyEntity, 'id'>): Promise<number> {
    const result = await this.manager.insert(CaseStudyEntity, row);
    return result.identifiers[0].id as number;
  }

  /** Conditional on the version read, so two edits (or an edit and an approval) cannot both win. */
  async update(id: number, version: number, changes: Partial<Omit<CaseStudyEntity, 'id'>>): Promise<boolean> {
    const result = await this.manager.update(CaseStudyEntity, { id, version }, changes);
    return !!result.affected;
  }

  /** Conditional on the state read: approve/decline only from pending, withdraw only from approved. */
  async decide(id: number, from: CaseStudyState, version: number, changes: Partial<Omit<CaseStudyEntity, 'id'>>): Promise<boolean> {
    const result = await this.manager.update(CaseStudyEntity, { id, state: from, version }, changes);
    return !!result.affected;
  }

  async recordConsent(row: Omit<CaseStudyConsentEntity, 'id'>): Promise<void> {
    await this.manager.insert(CaseStudyConsentEntity, row);
  }

  async published(consultantId: number): Promise<PublishedCaseStudyRow[]> {
    const studies = await this.manager.find(CaseStudyEntity, { where: { consultantId, state: 'approved' }, order: { publishedAt: 'DESC', id: 'DESC' } });
    if (studies.length === 0) return [];
    const charities: Array<{ id: number; organisation: string | null; primaryCause: string | null }> = await this.manager.query(
      `SELECT c.id, u.organisation, c.primaryCause FROM charities c INNER JOIN users u ON u.id = c.userId WHERE c.id IN (${studies.map(() => '?').join(', ')})`,
      studies.map((study) => study.charityId),
    );
    const byId = new Map(charities.map((row) => [Number(row.id), row]));
    return studies.map((caseStudy) => ({ caseStudy, organisation: byId.get(caseStudy.charityId)?.organisation ?? null, cause: byId.get(caseStudy.charityId)?.primaryCause ?? null }));
  }

  /** The case studies of a member's projects, as consultant or charity (D19 export), with their consent records. */
  async ofParties(charityId: number | null, consultantId: number | null): Promise<{ caseStudies: CaseStudyEntity[]; consents: CaseStudyConsentEntity[] }> {
    const where = [...(charityId !== null ? [{ charityId }] : []), ...(consultantId !== null ? [{ consultantId }] : [])];
    if (where.length === 0) return { caseStudies: [], consents: [] };
    const caseStudies = await this.manager.find(CaseStudyEntity, { where, order: { id: 'ASC' } });
    const consents = caseStudies.length ? await this.manager.find(CaseStudyConsentEntity, { where: { caseStudyId: In(caseStudies.map((study) => study.id)) }, order: { id: 'ASC' } }) : [];
    return { caseStudies, consents };
  }

  /** D19: an erased charity is no longer named on a published case study, and its consent rows forget the user. */
  async anonymiseCharity(charityId: number, userId: number): Promise<void> {
    await this.manager.update(CaseStudyEntity, { charityId }, { named: false });
    await this.manager.update(CaseStudyConsentEntity, { userId }, { userId: null });
  }
}
