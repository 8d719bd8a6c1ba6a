import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, ObjectLiteral } from 'typeorm';

import type { EnquiryByEmailKind } from '../../../contracts';
import { toInstant } from '../../../database/raw-values';
import { CharityWaitingListEntity } from './charity-waiting-list.entity';
import { ConsultantWaitingListEntity } from './consultant-waiting-list.entity';
import { FormSubmissionEntity } from './form-submission.entity';
import { IntroductionRequestEntity } from './introduction-request.entity';
import { PricingEnquiryEntity } from './pricing-enquiry.entity';

/** One row as the admin's charity page lists it, before labels. */
export interface EnquiryByEmailRow {
  kind: EnquiryByEmailKind;
  id: number;
  name: string;
  summary: string | null;
  /** The introduction request's status key, or the form type of a form submission. */
  detail: string | null;
  createdAt: Date;
}

type Source = { kind: EnquiryByEmailKind; entity: new () => ObjectLiteral; email: string; time: string; name: string; summary: string; detail?: string };

/** Every table a person's e-mail reaches through the public forms and the directory. */
const SOURCES: Source[] = [
  { kind: 'introduction_request', entity: IntroductionRequestEntity, email: 'email', time: 'createdAt', name: 'contactName', summary: 'projectDescription', detail: 'status' },
  { kind: 'form_submission', entity: FormSubmissionEntity, email: 'enquirerEmail', time: 'submittedAt', name: 'enquirerName', summary: 'messageContent', detail: 'formType' },
  { kind: 'pricing_enquiry', entity: PricingEnquiryEntity, email: 'email', time: 'createdAt', name: 'fullName', summary: 'supportNeeded' },
  { kind: 'charity_waiting_list', entity: CharityWaitingListEntity, email: 'email', time: 'createdAt', name: 'contactName', summary: 'primaryNeed' },
  { kind: 'consultant_waiting_list', entity: ConsultantWaitingListEntity, email: 'email', time: 'createdAt', name: 'fullName', summary: 'expertiseAreas' },
];

/**
 * The newest rows sent with one e-mail (any case, as the forms store what was typed), across the five
 * tables: one statement each, at most `limit` rows each, merged newest first. The e-mail columns are not
 * indexed for a case-insensitive match, so each is a scan; an admin opens one charity at a time.
 */
@Injectable()
export class EnquiriesByEmailQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async newestFrom(email: string, limit: number): Promise<EnquiryByEmailRow[]> {
    const wanted = email.trim().toLowerCase();
    const perSource = await Promise.all(
      SOURCES.map(async (source) => {
        const rows = await this.dataSource.manager
          .createQueryBuilder(source.entity, 'row')
          .select('row.id', 'id')
          .addSelect(`row.${source.name}`, 'name')
          .addSelect(`row.${source.summary}`, 'summary')
          .addSelect(source.detail ? `row.${source.detail}` : 'NULL', 'detail')
          .addSelect(`row.${source.time}`, 'createdAt')
          .where(`LOWER(TRIM(row.${source.email})) = :wanted`, { wanted })
          .orderBy(`row.${source.time}`, 'DESC')
          .addOrderBy('row.id', 'DESC')
          .limit(limit)
          .getRawMany<{ id: number | string; name: string; summary: string | null; detail: string | null; createdAt: Date | string }>();
        return rows.map((row): EnquiryByEmailRow => ({ kind: source.kind, id: Number(row.id), name: row.name, summary: row.summary, detail: row.detail, createdAt: toInstant(row.createdAt) }));
      }),
    );
    return perSource
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }
}
