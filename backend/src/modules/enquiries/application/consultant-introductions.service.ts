import { Injectable } from '@nestjs/common';

import type { ConsultantIntroductionPage } from '../../../contracts';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import type { SessionUser } from '../../../kernel/session-user';
import { ConsultantIntroductionsRepository } from '../infrastructure/consultant-introductions.repository';
import { toConsultantIntroductionView } from './introduction-request-view.mapper';

/** The consultant dashboard's introduction requests (issue 16): theirs only; reading changes nothing. */
@Injectable()
export class ConsultantIntroductionsService {
  constructor(private readonly introductions: ConsultantIntroductionsRepository) {}

  async list(consultant: SessionUser, request: PageRequest): Promise<ConsultantIntroductionPage> {
    const [rows, total] = await this.introductions.page(consultant.id, pageOffset(request), request.pageSize);
    return { data: rows.map(toConsultantIntroductionView), total, page: request.page, pageSize: request.pageSize };
  }
}
