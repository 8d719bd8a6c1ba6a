import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral, SelectQueryBuilder, UpdateQueryBuilder } from 'typeorm';

import { ANONYMISED_EMAIL, ANONYMISED_NAME } from '../../../contracts';
import { AmbientRepository } from '../../../database/ambient-repository';
import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';
import { FormSubmissionEntity } from './form-submission.entity';
import { IntroductionRequestEntity } from './introduction-request.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

/** Which rows: one person's (by e-mail, any case), or everything older than a time except some addresses. */
export type AnonymiseScope = { email: string } | { before: Date; exceptEmails: string[] };

type Target = { entity: new () => ObjectLiteral; emailColumn: string; timeColumn: string; changes: Record<string, unknown> };

/** Every table of enquiries that names a person, and what each row keeps once anonymised (D19). */
const TARGETS: Target[] = [
  { entity: IntroductionRequestEntity, emailColumn: 'email', timeColumn: 'createdAt', changes: { contactName: ANONYMISED_NAME, email: ANONYMISED_EMAIL, phone: null } },
  { entity: FormSubmissionEntity, emailColumn: 'enquirerEmail', timeColumn: 'submittedAt', changes: { enquirerName: ANONYMISED_NAME, enquirerEmail: ANONYMISED_EMAIL } },
  { entity: PricingEnquiryEntity, emailColumn: 'email', timeColumn: 'createdAt', changes: { fullName: ANONYMISED_NAME, email: ANONYMISED_EMAIL } },
  { entity: CharityWaitingListEntity, emailColumn: 'email', timeColumn: 'createdAt', changes: { contactName: ANONYMISED_NAME, email: ANONYMISED_EMAIL, emailNormalized: null, phone: null, currentChallenges: null } },
  { entity: ConsultantWaitingListEntity, emailColumn: 'email', timeColumn: 'createdAt', changes: { fullName: ANONYMISED_NAME, email: ANONYMISED_EMAIL, emailNormalized: null, phone: null, motivations: null } },
];

function scoped<Q extends SelectQueryBuilder<ObjectLiteral> | UpdateQueryBuilder<ObjectLiteral>>(query: Q, target: Target, scope: AnonymiseScope, alias: string): Q {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  // Rows already anonymised are left alone, so each run's counts are what it changed.
  query.where(`${column(target.emailColumn)} <> :anonymised`, { anonymised: ANONYMISED_EMAIL });
  if ('email' in scope) return query.andWhere(`LOWER(TRIM(${column(target.emailColumn)})) = :email`, { email: scope.email.trim().toLowerCase() }) as Q;
  query.andWhere(`${column(target.timeColumn)} < :before`, { before: scope.before });
  if (scope.exceptEmails.length) query.andWhere(`LOWER(TRIM(${column(target.emailColumn)})) NOT IN (:...except)`, { except: scope.exceptEmails });
  return query;
}

@Injectable()
export class EnquiryAnonymiserRepository extends AmbientRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Lower-cased addresses of the rows older than `before` (to find which of them became accounts). */
  async emailsBefore(before: Date): Promise<string[]> {
    const emails = new Set<string>();
    for (const target of TARGETS) {
      const query = this.manager.createQueryBuilder(target.entity, 'row').select(`LOWER(TRIM(row.${target.emailColumn}))`, 'email').distinct(true);
      const rows = await scoped(query, target, { before, exceptEmails: [] }, 'row').getRawMany<{ email: string }>();
      for (const row of rows) emails.add(row.email);
    }
    return [...emails];
  }

  /** Every row sent with this e-mail (any case), per table, as stored: a member's data export (issue 19). */
  async findFrom(email: string): Promise<Record<string, ObjectLiteral[]>> {
    const found: Record<string, ObjectLiteral[]> = {};
    for (const target of TARGETS) {
      const query = this.manager.createQueryBuilder(target.entity, 'row').orderBy('row.id', 'ASC');
      found[this.manager.getRepository(target.entity).metadata.tableName] = await scoped(query, target, { email }, 'row').getMany();
    }
    return found;
  }

  /** Anonymises every matching row; returns the count per table. */
  async anonymise(scope: AnonymiseScope): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const target of TARGETS) {
      const query = this.manager.createQueryBuilder().update(target.entity).set(target.changes);
      const result = await scoped(query, target, scope, '').execute();
      counts[this.manager.getRepository(target.entity).metadata.tableName] = result.affected ?? 0;
    }
    return counts;
  }
}
