import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { firstNameOf, REVIEW_MESSAGES } from '../../../contracts';
import type { CaseStudyRequest, CaseStudyState, CaseStudyStatus } from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import type { SessionUser } from '../../../kernel/session-user';
import { MailOutboxService } from '../../mail';
import { NotificationsService } from '../../notifications';
import { CaseStudyDecision, caseStudyHash, caseStudyLengthError, mayDecide, normaliseCaseStudy } from '../domain/case-study-rules';
import { CaseStudyRepository } from '../infrastructure/case-study.repository';
import { ProjectPartyQuery } from '../infrastructure/project-party.query';
import { sideOf } from './review-access';
import { toCaseStudyView } from './case-study-view.mapper';

const FROM_STATE: Record<CaseStudyDecision, CaseStudyState> = { approved: 'pending', declined: 'pending', withdrawn: 'approved' };

/**
 * Case studies of completed projects (D18): the consultant drafts (every save a new version, back to pending),
 * the charity approves (named or not), declines, or withdraws consent later; each answer is a consent record
 * naming the version and the hash of the exact text. Only approved ones are public.
 */
@Injectable()
export class CaseStudiesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly parties: ProjectPartyQuery,
    private readonly caseStudies: CaseStudyRepository,
    private readonly mail: MailOutboxService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Either party: the draft, its state and the exact preview of what the profile would show. */
  async status(projectId: number, user: SessionUser): Promise<CaseStudyStatus> {
    const { parties, side } = sideOf(await this.parties.find(projectId), user.id);
    const study = await this.caseStudies.findByProject(projectId);
    return {
      projectId,
      projectTitle: parties.title,
      caseStudy: study ? toCaseStudyView(study, parties) : null,
      canEdit: side === 'consultant' && parties.status === 'completed',
    };
  }

  /** The consultant writes or edits; an edit of any state goes back to pending approval. */
  async save(projectId: number, user: SessionUser, body: CaseStudyRequest): Promise<CaseStudyStatus> {
    await this.transactions.run(async () => {
      const { parties, side } = sideOf(await this.parties.find(projectId), user.id);
      if (side !== 'consultant') throw new ForbiddenError('Only the project’s consultant writes its case study');
      if (parties.status !== 'completed') throw new ConflictError(REVIEW_MESSAGES.caseStudyNotCompleted);
      const text = normaliseCaseStudy(body);
      const lengthError = caseStudyLengthError(text);
      if (lengthError) throw new InvalidInputError(lengthError, { caseStudy: lengthError });
      const now = this.clock.now();
      const existing = await this.caseStudies.findByProject(projectId);
      if (existing) {
        const saved = await this.caseStudies.update(existing.id, existing.version, { ...text, state: 'pending', version: existing.version + 1, named: null, publishedAt: null, updatedAt: now });
        if (!saved) throw new ConflictError('The case study changed meanwhile; please reload it');
      } else {
        await this.caseStudies.insert({ ...text, projectId, consultantId: parties.consultantId, charityId: parties.charityId, state: 'pending', version: 1, named: null, publishedAt: null, createdAt: now, updatedAt: now });
      }
      const consultantFirstName = firstNameOf(parties.consultantUserName);
      await this.mail.enqueue(parties.charityEmail, 'caseStudySubmitted', { name: firstNameOf(parties.charityUserName), title: parties.title, projectId, consultantFirstName });
      await this.notifications.notify(parties.charityUserId, 'caseStudySubmitted', { projectId, projectTitle: parties.title, consultantFirstName });
    });
    return this.status(projectId, user);
  }

  /** The charity answers; another charity (or the consultant) gets the 404 of a case study they cannot know. */
  async decide(caseStudyId: number, user: SessionUser, decision: CaseStudyDecision, named?: boolean): Promise<CaseStudyStatus> {
    const projectId = await this.transactions.run(async () => {
      const study = await this.caseStudies.findById(caseStudyId);
      const parties = study ? await this.parties.find(study.projectId) : null;
      if (!study || !parties || parties.charityUserId !== user.id) throw new NotFoundError(REVIEW_MESSAGES.caseStudyNotFound);
      if (!mayDecide(study.state, decision)) throw new ConflictError(decision === 'withdrawn' ? REVIEW_MESSAGES.notApproved : REVIEW_MESSAGES.notPending);
      const now = this.clock.now();
      const changes = decision === 'approved' ? { state: 'approved' as const, named: named === true, publishedAt: now } : { state: decision, publishedAt: null };
      if (!(await this.caseStudies.decide(study.id, FROM_STATE[decision], study.version, changes))) throw new ConflictError(REVIEW_MESSAGES.notPending);
      await this.caseStudies.recordConsent({
        caseStudyId: study.id,
        action: decision,
        userId: user.id,
        version: study.version,
        textHash: caseStudyHash(study),
        named: decision === 'approved' ? named === true : null,
        createdAt: now,
      });
      if (parties.consultantEmail && parties.consultantUserId !== null) {
        await this.mail.enqueue(parties.consultantEmail, 'caseStudyDecided', { name: firstNameOf(parties.consultantUserName), title: parties.title, projectId: study.projectId, decision });
        await this.notifications.notify(parties.consultantUserId, 'caseStudyDecided', { projectId: study.projectId, projectTitle: parties.title, decision });
      }
      return study.projectId;
    });
    return this.status(projectId, user);
  }

}
