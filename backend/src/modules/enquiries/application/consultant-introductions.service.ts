import { Injectable } from '@nestjs/common';

import {
  ConsultantIntroductionPage,
  ConsultantIntroductionView,
  EXPERTISE_LABELS,
  ExpertiseKey,
  INTRODUCTION_STATUS_LABELS,
  INTRODUCTION_TIMELINE_LABELS,
  IntroductionStatus,
  IntroductionTimeline,
} from '../../../contracts';
import { PageRequest, pageOffset } from '../../../kernel/page-request';
import type { SessionUser } from '../../../kernel/session-user';
import { ConsultantIntroductionsRepository } from '../infrastructure/consultant-introductions.repository';
import type { IntroductionRequestEntity } from '../infrastructure/introduction-request.entity';

/** The consultant dashboard's introduction requests (issue 16): theirs only; reading changes nothing. */
@Injectable()
export class ConsultantIntroductionsService {
  constructor(private readonly introductions: ConsultantIntroductionsRepository) {}

  async list(consultant: SessionUser, request: PageRequest): Promise<ConsultantIntroductionPage> {
    const [rows, total] = await this.introductions.page(consultant.id, pageOffset(request), request.pageSize);
    return { data: rows.map(toConsultantIntroductionView), total, page: request.page, pageSize: request.pageSize };
  }
}

/** Whitelisted: no e-mail, no phone (the team answers), labels instead of keys. */
function toConsultantIntroductionView(row: IntroductionRequestEntity): ConsultantIntroductionView {
  return {
    id: row.id,
    charityName: row.charityName,
    contactName: row.contactName,
    projectDescription: row.projectDescription,
    expertise: EXPERTISE_LABELS[row.expertiseNeeded as ExpertiseKey] ?? (row.expertiseNeeded || 'Not given'),
    timeline: INTRODUCTION_TIMELINE_LABELS[row.timeline as IntroductionTimeline] ?? (row.timeline || 'Not given'),
    status: row.status,
    statusLabel: INTRODUCTION_STATUS_LABELS[row.status as IntroductionStatus] ?? row.status,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
