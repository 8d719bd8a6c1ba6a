import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { AmbientRepository } from '../../../database/ambient-repository';
import { requireTransaction } from '../../../database/ambient-transaction';
import { SqlDialect } from '../../../database/sql-dialect';
import { AvailabilityConfirmationEntity } from './availability-confirmation.entity';
import { ConsultantApplicationReviewEntity } from './consultant-application-review.entity';
import { ConsultantEntity } from './consultant.entity';
import { consultantOwnerFields, ConsultantOwnerFields } from './consultant-owner.query';

export type NewConsultantRow = Pick<
  ConsultantEntity,
  | 'userId' | 'expertise' | 'yearsExperience' | 'availability' | 'linkedin' | 'isApproved' | 'isFeatured' | 'profileSummary'
  | 'previousExperience' | 'specialisations' | 'availabilityConfirmedAt' | 'availableNow' | 'searchDocument' | 'expertiseMask'
>;

/** A consultant profile's own row: found by id or owner, created, changed; plus what its search document reads. */
@Injectable()
export class ConsultantProfileRepository extends AmbientRepository {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly dialect: SqlDialect,
  ) {
    super(dataSource);
  }

  findByUserId(userId: number): Promise<ConsultantEntity | null> {
    return this.manager.findOne(ConsultantEntity, { where: { userId } });
  }

  findById(id: number): Promise<ConsultantEntity | null> {
    return this.manager.findOne(ConsultantEntity, { where: { id } });
  }

  async findOwnership(id: number): Promise<{ id: number; userId: number; isApproved: boolean } | null> {
    const profile = await this.manager.findOne(ConsultantEntity, { where: { id }, select: { id: true, userId: true, isApproved: true } });
    return profile ? { id: profile.id, userId: profile.userId, isApproved: !!profile.isApproved } : null;
  }

  async findIdByUserId(userId: number): Promise<number | null> {
    const profile = await this.manager.findOne(ConsultantEntity, { where: { userId }, select: { id: true } });
    return profile?.id ?? null;
  }

  /** The account fields the directory's search document holds. */
  ownerFields(userId: number): Promise<ConsultantOwnerFields> {
    return consultantOwnerFields(this.manager, userId);
  }

  /** In the caller's transaction (registration creates the user and the profile together). */
  async insert(row: NewConsultantRow): Promise<number> {
    const result = await requireTransaction('ConsultantProfileRepository.insert').insert(ConsultantEntity, row);
    return result.identifiers[0].id as number;
  }

  async update(id: number, patch: Partial<ConsultantEntity>): Promise<void> {
    await this.manager.update(ConsultantEntity, { id }, patch);
  }

  /** In the caller's transaction: a write on the consultant's row that conflicts cluster-wide, queuing two answers to one mail. */
  async claim(id: number): Promise<void> {
    await this.dialect.claimRow(requireTransaction('ConsultantProfileRepository.claim'), ConsultantEntity, id);
  }

  /** D15 confirmation links sent to the consultant, oldest first (for their data export). */
  confirmationsOf(consultantId: number): Promise<AvailabilityConfirmationEntity[]> {
    return this.manager.find(AvailabilityConfirmationEntity, { where: { consultantId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The one review row of an application: its unique index decides a race between two admins. */
  async insertApplicationReview(row: Omit<ConsultantApplicationReviewEntity, 'id'>): Promise<void> {
    await this.manager.insert(ConsultantApplicationReviewEntity, row);
  }

  /** Approves a pending application; false when it was no longer pending. */
  async approveIfPending(id: number): Promise<boolean> {
    const updated = await this.manager.update(ConsultantEntity, { id, isApproved: false }, { isApproved: true });
    return !!updated.affected;
  }

  /** In the caller's transaction (D19): the row stays (projects point at it) but leaves the directory with every text about them; its open availability links go too. */
  async eraseTexts(userId: number): Promise<void> {
    const manager = requireTransaction('ConsultantProfileRepository.eraseTexts');
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
    await manager.delete(AvailabilityConfirmationEntity, { consultantId: profile.id });
  }
}
