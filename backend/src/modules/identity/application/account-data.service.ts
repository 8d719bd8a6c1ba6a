import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import { EXPORT_COOLDOWN_MINUTES, PERSONAL_DATA_MESSAGES } from '../../../contracts';
import { NotFoundError, TooSoonError } from '../../../kernel/domain-errors';
import { TermsAcceptanceRepository } from '../infrastructure/terms-acceptance.repository';
import { UserRepository } from '../infrastructure/user.repository';

export interface ExportedAccount {
  username: string;
  email: string;
  name: string;
  role: string;
  isConsultant: boolean;
  isAdmin: boolean;
  organisation: string | null;
  phone: string | null;
  bio: string | null;
  website: string | null;
  createdAt: Date;
  hasAcceptedTerms: boolean;
  termsVersion: string | null;
  termsAcceptedAt: Date | null;
}

export interface ExportedConsent {
  kind: 'terms_and_privacy';
  termsVersion: string;
  acceptedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

/** The identity side of a member's data export (issue 19): their account and every acceptance on record. */
@Injectable()
export class AccountDataService {
  constructor(
    private readonly users: UserRepository,
    private readonly acceptances: TermsAcceptanceRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * At most one export per EXPORT_COOLDOWN_MINUTES: the slot is claimed with one conditional UPDATE, so two
   * exports started together cannot both pass. Refused: TooSoonError (429) with the time left.
   */
  async claimExport(userId: number): Promise<void> {
    const now = this.clock.now();
    const cooldownMs = EXPORT_COOLDOWN_MINUTES * 60_000;
    if (await this.users.claimExportSlot(userId, now, new Date(now.getTime() - cooldownMs))) return;
    const user = await this.users.findById(userId);
    const leftMs = user?.lastExportAt ? user.lastExportAt.getTime() + cooldownMs - now.getTime() : cooldownMs;
    const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
    throw new TooSoonError(PERSONAL_DATA_MESSAGES.exportTooSoon(minutes), Math.max(1, Math.ceil(leftMs / 1000)));
  }

  async accountOf(userId: number): Promise<ExportedAccount> {
    const user = await this.users.findById(userId);
    if (!user || user.erasedAt) throw new NotFoundError(PERSONAL_DATA_MESSAGES.userNotFound);
    return {
      username: user.username,
      email: user.email,
      name: user.name,
      role: user.role,
      isConsultant: user.isConsultant,
      isAdmin: user.isAdmin,
      organisation: user.organisation,
      phone: user.phone,
      bio: user.bio,
      website: user.website,
      createdAt: user.createdAt,
      hasAcceptedTerms: user.hasAcceptedTerms,
      termsVersion: user.termsVersion,
      termsAcceptedAt: user.termsAcceptedAt,
    };
  }

  /** Which of these lower-cased addresses belong to a live account (retention keeps what became an account). */
  async accountEmailsAmong(emails: string[]): Promise<string[]> {
    const found: string[] = [];
    for (let start = 0; start < emails.length; start += 500) {
      found.push(...(await this.users.liveEmailsAmong(emails.slice(start, start + 500))));
    }
    return found;
  }

  /** Every terms and privacy acceptance (D7, D14), oldest first. */
  async consentsOf(userId: number): Promise<ExportedConsent[]> {
    const rows = await this.acceptances.historyOf(userId);
    return rows.map((row) => ({ kind: 'terms_and_privacy', termsVersion: row.termsVersion, acceptedAt: row.acceptedAt, ipAddress: row.ipAddress, userAgent: row.userAgent }));
  }
}
