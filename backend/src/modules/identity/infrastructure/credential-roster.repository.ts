import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { cappedTotal } from '../../../database/capped-total';
import { GrowingPage, growingListPage, joinPage, PageSlice } from '../../../database/growing-list';

export interface CredentialRow {
  consultantId: number;
  isApproved: number | boolean;
  name: string;
  email: string;
  username: string;
  mustChangePassword: number | boolean;
  hasAcceptedTerms: number | boolean;
  temporaryPasswordEncrypted: string | null;
}

/**
 * The credentials grid: approved consultant profiles joined to their accounts, newest first, at any depth (issue 22,
 * growingListPage): the page's ids from the consultants' `isApproved` index (migration 1799250000000; it ends on the
 * id), then only those rows. Approvals come and go, so the total is capped. The consultants table is read, never
 * written, here.
 */
@Injectable()
export class CredentialRosterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(slice: PageSlice): Promise<GrowingPage<CredentialRow>> {
    const approved = () => this.dataSource.createQueryBuilder().from('consultants', 'c').where('c.isApproved = 1');
    return growingListPage<CredentialRow>(
      {
        terms: [['c.id', 'DESC']],
        sort: 'default',
        // The rows carry the id as consultantId (the grid's field), which the cursor reads.
        kinds: { consultantId: 'id' },
        fields: ['consultantId'],
        ids: () => approved().select('c.id', 'pageId'),
        rowsOf: (pageIds, order) => {
          const rows = this.dataSource
            .createQueryBuilder()
            .select('c.id AS consultantId, c.isApproved, u.name, u.email, u.username, u.mustChangePassword, u.hasAcceptedTerms, u.temporaryPasswordEncrypted')
            .from('consultants', 'c')
            .innerJoin('users', 'u', 'u.id = c.userId');
          return joinPage(rows, pageIds, order).getRawMany<CredentialRow>();
        },
        total: () => cappedTotal(approved()),
      },
      slice,
    );
  }
}
