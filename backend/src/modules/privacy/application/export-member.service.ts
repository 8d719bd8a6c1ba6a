import { Injectable } from '@nestjs/common';
import type { Writable } from 'node:stream';

import { TransactionRunner } from '../../../database/transaction-runner';
import { AuditPseudonymiserService, AuditTrailService } from '../../audit';
import { CharityProfilesService } from '../../charities';
import { ConsultantDataService, ConsultantProfilesService } from '../../consultants';
import { EnquiryAnonymiserService } from '../../enquiries';
import { AccountDataService } from '../../identity';
import { MailConsentService, MailPrivacyService } from '../../mail';
import { ProjectDataService } from '../../projects';
import { ReviewsPrivacyService } from '../../reviews';
import { asJson, EXPORT_FILES, exportedFilePath } from '../domain/export-layout';
import { ZipWriter } from './zip-writer';

/**
 * Issue 19 export: everything held about a member as one ZIP, streamed. Every read runs in one transaction,
 * so the files agree with each other (one snapshot), and document bytes go out piece by piece: memory
 * stays flat however much a member uploaded. Only this member's rows are read; other people appear only
 * as the screens show them (an organisation or a first name).
 */
@Injectable()
export class ExportMemberService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly accounts: AccountDataService,
    private readonly charities: CharityProfilesService,
    private readonly consultants: ConsultantProfilesService,
    private readonly consultantData: ConsultantDataService,
    private readonly projects: ProjectDataService,
    private readonly enquiries: EnquiryAnonymiserService,
    private readonly mail: MailPrivacyService,
    private readonly mailConsents: MailConsentService,
    private readonly auditRows: AuditPseudonymiserService,
    private readonly audit: AuditTrailService,
    private readonly reviews: ReviewsPrivacyService,
  ) {}

  /** 429 within EXPORT_COOLDOWN_MINUTES of the last export; call before the response starts. */
  async claim(userId: number, ipAddress: string | null): Promise<void> {
    await this.transactions.run(async () => {
      await this.accounts.claimExport(userId);
      await this.audit.record({ action: 'data_exported', actorUserId: userId, subjectUserId: userId, ipAddress });
    });
  }

  async writeTo(userId: number, output: Writable): Promise<void> {
    const party = { charityId: await this.charities.findIdByUserId(userId), consultantId: await this.consultants.findIdByUserId(userId) };
    await this.transactions.run(async () => {
      const zip = new ZipWriter(output);
      const account = await this.accounts.accountOf(userId);
      zip.addBuffer(EXPORT_FILES.account, asJson({
        ...account,
        charity: await this.charities.findOrganisation(userId),
        consultant: await this.consultantData.profileOf(userId),
      }));
      zip.addBuffer(EXPORT_FILES.consent, asJson({ acceptances: await this.accounts.consentsOf(userId), nonEssentialMail: await this.mailConsents.historyOf(userId) }));
      const projects = await this.projects.projectsOf(party, userId);
      zip.addBuffer(EXPORT_FILES.projects, asJson(projects));
      zip.addBuffer(EXPORT_FILES.messages, asJson(await this.projects.messagesOf(projects.map((project) => project.id), userId)));
      zip.addBuffer(EXPORT_FILES.enquiries, asJson(await this.enquiries.enquiriesFrom(account.email)));
      zip.addBuffer(EXPORT_FILES.reviews, asJson(await this.reviews.exportFor(userId)));
      zip.addBuffer(EXPORT_FILES.mails, asJson(await this.mail.mailsTo(account.email)));
      zip.addBuffer(EXPORT_FILES.audit, asJson(await this.auditRows.rowsAbout(userId)));
      for (const file of await this.projects.filesUploadedBy(userId)) {
        await zip.addPieces(exportedFilePath(file.projectId, file.id, file.fileName), this.projects.fileChunks(file.id));
      }
      await zip.close();
    });
  }
}
