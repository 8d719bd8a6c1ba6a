import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { rawCount } from '../../../database/raw-values';

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
 * The credentials grid's page in one statement (plus its count): approved consultant profiles joined to their
 * accounts, newest first. The page's ids are stepped over in the consultants' `isApproved` index alone (migration
 * 1799250000000; it ends on the id), so a deep page reads index entries, not joined rows, and only the page's rows
 * are joined. The consultants table is read, never written, here.
 */
@Injectable()
export class CredentialRosterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  page(offset: number, limit: number): Promise<CredentialRow[]> {
    return this.dataSource.query(
      'SELECT c.id AS consultantId, c.isApproved, u.name, u.email, u.username, u.mustChangePassword, u.hasAcceptedTerms, u.temporaryPasswordEncrypted ' +
        'FROM (SELECT id FROM consultants WHERE isApproved = 1 ORDER BY id DESC LIMIT ? OFFSET ?) page ' +
        'INNER JOIN consultants c ON c.id = page.id INNER JOIN users u ON u.id = c.userId ORDER BY c.id DESC',
      [limit, offset],
    );
  }

  async count(): Promise<number> {
    return rawCount(await this.dataSource.query('SELECT COUNT(*) AS total FROM consultants c WHERE c.isApproved = 1'));
  }
}
