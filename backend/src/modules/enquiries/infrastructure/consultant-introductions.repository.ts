import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';

import { IntroductionRequestEntity } from './introduction-request.entity';

/**
 * The requests naming one consultant, found from the consultant's user id through the unique consultants.userId
 * and the (consultantId, createdAt) index: the page and its count, two statements, no profile lookup first.
 */
@Injectable()
export class ConsultantIntroductionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(consultantUserId: number, offset: number, limit: number): Promise<[IntroductionRequestEntity[], number]> {
    const rows = this.naming(consultantUserId).orderBy('r.createdAt', 'DESC').addOrderBy('r.id', 'DESC').offset(offset).limit(limit).getMany();
    return Promise.all([rows, this.naming(consultantUserId).getCount()]);
  }

  private naming(consultantUserId: number): SelectQueryBuilder<IntroductionRequestEntity> {
    return this.dataSource.manager
      .createQueryBuilder(IntroductionRequestEntity, 'r')
      .innerJoin('consultants', 'k', 'k.id = r.consultantId')
      .where('k.userId = :consultantUserId', { consultantUserId });
  }
}
