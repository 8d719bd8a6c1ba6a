import { Inject, Injectable } from '@nestjs/common';

import { Clock, CLOCK } from '../../../config/clock';
import {
  ADMIN_MEMBERSHIP_REQUESTS_PAGE_SIZE,
  AdminMembershipRequest,
  AdminMembershipRequestPage,
  AdminSortKey,
  AuditAction,
  MEMBERSHIP_MESSAGES,
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_PRICES,
  MembershipRequestType,
  MembershipTier,
  MembershipRequestView,
  ORGANISATION_SIZE_LABELS,
} from '../../../contracts';
import { TransactionRunner } from '../../../database/transaction-runner';
import { ukDateOnly } from '../../../kernel/calendar-date';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../../kernel/domain-errors';
import type { SortRequest } from '../../../kernel/page-request';
import type { SessionUser } from '../../../kernel/session-user';
import { AuditTrailService } from '../../audit';
import { MailOutboxService } from '../../mail';
import { NotificationsService } from '../../notifications';
import { expiryAfter } from '../domain/membership-period';
import { MemberCharityRow, MembershipRepository, MembershipRequestRow } from '../infrastructure/membership.repository';
import { toMembershipRequestView, toAdminMembershipRequest } from './membership-request-views.mapper';

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export interface MembershipRequestOutcome {
  request: MembershipRequestView;
  /** False when the charity already had this request open and gets that one back. */
  created: boolean;
}

/**
 * D9: "Activate Membership" and "Renew Early" become requests the admins handle (the seam where a payment
 * provider would plug in); an admin's activation sets the membership and tells the charity.
 */
@Injectable()
export class MembershipRequestsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly memberships: MembershipRepository,
    private readonly mail: MailOutboxService,
    private readonly audit: AuditTrailService,
    private readonly notifications: NotificationsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `tier` is the tier a `change_tier` request asks for (the DTO requires it there and refuses it elsewhere). */
  async request(user: SessionUser, type: MembershipRequestType, tier: MembershipTier | null = null): Promise<MembershipRequestOutcome> {
    return this.transactions.run(async () => {
      const charity = await this.memberships.findCharityByUserId(user.id);
      if (!charity) throw new ForbiddenError('Forbidden');
      if (type === 'renew' && !charity.membershipActive) throw new ConflictError(MEMBERSHIP_MESSAGES.renewNeedsActive);
      if (type === 'activate' && charity.membershipActive) throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyActive);
      const requestedTier = type === 'change_tier' ? tier : null;
      if (type === 'change_tier' && requestedTier === null) throw new InvalidInputError(MEMBERSHIP_MESSAGES.tierInvalid, { tier: MEMBERSHIP_MESSAGES.tierInvalid });
      if (requestedTier !== null && requestedTier === charity.membershipTier) throw new ConflictError(MEMBERSHIP_MESSAGES.tierUnchanged);
      const open = await this.memberships.findOpenRequest(charity.id, type);
      if (open) {
        // One open tier change at a time: the same ask again is the open one; another tier waits for the answer.
        if (open.requestedTier !== requestedTier) throw new ConflictError(MEMBERSHIP_MESSAGES.tierChangeOpen);
        return { request: toMembershipRequestView(open), created: false };
      }
      const id = await this.memberships.insertRequest(charity.id, type, requestedTier, this.clock.now());
      await this.mail.enqueue(charity.contactEmail, 'membershipRequestReceived', { name: charity.contactName, type });
      await this.mail.enqueue(this.mail.adminInbox, 'membershipRequestAdmin', {
        charityName: charity.name,
        email: charity.contactEmail,
        type,
        tierLabel: ORGANISATION_SIZE_LABELS[charity.membershipTier],
        monthlyPrice: GBP.format(MEMBERSHIP_PRICES[charity.membershipTier].monthly),
        expiry: charity.membershipExpiry,
        requestedTierLabel: requestedTier ? ORGANISATION_SIZE_LABELS[requestedTier] : null,
        requestedMonthlyPrice: requestedTier ? GBP.format(MEMBERSHIP_PRICES[requestedTier].monthly) : null,
      });
      const created = await this.memberships.findRequest(id);
      if (!created) throw new Error(`membership request ${id} vanished inside its own transaction`);
      return { request: toMembershipRequestView(created), created: true };
    });
  }

  /** The screen's fixed page size unless asked (a CSV export reads larger pages). */
  /** Open requests first, then newest, unless sorted: by page number near either end, or (issue 22) by cursor at any depth. */
  async listForAdmin(request: { page?: number; cursor?: string; sort?: SortRequest<AdminSortKey<'membershipRequests'>> }, pageSize = ADMIN_MEMBERSHIP_REQUESTS_PAGE_SIZE): Promise<AdminMembershipRequestPage> {
    const page = request.page ?? 1;
    const { rows, byCursor, ...paging } = await this.memberships.findRequestPage({ offset: (page - 1) * pageSize, limit: pageSize, cursor: request.cursor, sort: request.sort });
    return { items: rows.map((row) => toAdminMembershipRequest(row, row.charity)), ...paging, page: byCursor ? null : page, pageSize };
  }

  /** Activates or renews as the request asks; audited, and the charity is told the new expiry. */
  async activate(requestId: number, admin: SessionUser, ipAddress: string | null): Promise<AdminMembershipRequest> {
    return this.transactions.run(async () => {
      const { request, charity } = await this.openedRequest(requestId);
      if (request.type === 'change_tier') throw new ConflictError(MEMBERSHIP_MESSAGES.isTierChange);
      const now = this.clock.now();
      if (!(await this.memberships.closeRequest(request.id, admin.id, now))) throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyDone);
      const expiry = expiryAfter(request.type, ukDateOnly(now), charity.membershipActive ? charity.membershipExpiry : null);
      await this.memberships.setMembership(charity.id, { membershipActive: true, membershipExpiry: expiry });
      await this.recordAnswer(request.type === 'activate' ? 'membership_activated' : 'membership_renewed', admin, request, charity, ipAddress, {
        previousExpiry: charity.membershipExpiry,
        expiry,
      });
      await this.mail.enqueue(charity.contactEmail, 'membershipActivated', { name: charity.contactName, type: request.type, expiry });
      await this.notifications.notify(charity.userId, 'membershipRequestAnswered', { type: request.type, expiry });
      return this.answered(request.id, charity.id);
    });
  }

  /**
   * Issue 16, Manage Membership: moves the membership to the tier asked for. The price and discount follow the
   * tier; the renewal date stays (the next renewal is charged at the new price).
   */
  async changeTier(requestId: number, admin: SessionUser, ipAddress: string | null): Promise<AdminMembershipRequest> {
    return this.transactions.run(async () => {
      const { request, charity } = await this.openedRequest(requestId);
      const tier = request.requestedTier;
      if (request.type !== 'change_tier' || tier === null) throw new ConflictError(MEMBERSHIP_MESSAGES.notTierChange);
      if (!(await this.memberships.closeRequest(request.id, admin.id, this.clock.now()))) throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyDone);
      await this.memberships.setMembership(charity.id, { membershipTier: tier });
      await this.recordAnswer('membership_tier_changed', admin, request, charity, ipAddress, { previousTier: charity.membershipTier, tier });
      const tierLabel = ORGANISATION_SIZE_LABELS[tier];
      await this.mail.enqueue(charity.contactEmail, 'membershipTierChanged', {
        name: charity.contactName,
        tierLabel,
        monthlyPrice: GBP.format(MEMBERSHIP_PRICES[tier].monthly),
        discountPercent: MEMBER_DISCOUNT_PERCENT[tier],
      });
      await this.notifications.notify(charity.userId, 'membershipTierChanged', { tierLabel });
      return this.answered(request.id, charity.id);
    });
  }

  /** An admin's no to any open request: nothing about the membership changes; the charity is told. */
  async decline(requestId: number, admin: SessionUser, ipAddress: string | null): Promise<AdminMembershipRequest> {
    return this.transactions.run(async () => {
      const { request, charity } = await this.openedRequest(requestId);
      if (!(await this.memberships.closeRequest(request.id, admin.id, this.clock.now(), 'declined'))) throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyDone);
      await this.recordAnswer('membership_request_declined', admin, request, charity, ipAddress, { type: request.type, requestedTier: request.requestedTier });
      await this.mail.enqueue(charity.contactEmail, 'membershipRequestDeclined', { name: charity.contactName, type: request.type });
      await this.notifications.notify(charity.userId, 'membershipRequestDeclined', { type: request.type });
      return this.answered(request.id, charity.id);
    });
  }

  private async openedRequest(requestId: number): Promise<{ request: MembershipRequestRow; charity: MemberCharityRow }> {
    const request = await this.memberships.findRequest(requestId);
    if (!request) throw new NotFoundError(MEMBERSHIP_MESSAGES.notFound);
    const charity = await this.memberships.findCharity(request.charityId);
    if (!charity) throw new NotFoundError(MEMBERSHIP_MESSAGES.notFound);
    return { request, charity };
  }

  /** Every answer to a request is audited the same way: by the admin, about the request and the charity's account. */
  private recordAnswer(
    action: AuditAction,
    admin: SessionUser,
    request: MembershipRequestRow,
    charity: MemberCharityRow,
    ipAddress: string | null,
    details: Record<string, string | number | boolean | null>,
  ): Promise<void> {
    return this.audit.record({
      action,
      actorUserId: admin.id,
      subjectUserId: charity.userId,
      subject: { type: 'membership_request', id: request.id },
      ipAddress,
      details: { charityId: charity.id, ...details },
    });
  }

  private async answered(requestId: number, charityId: number): Promise<AdminMembershipRequest> {
    const [handled, updated] = await Promise.all([this.memberships.findRequest(requestId), this.memberships.findCharity(charityId)]);
    if (!handled || !updated) throw new Error(`membership request ${requestId} vanished inside its own transaction`);
    return toAdminMembershipRequest(handled, updated);
  }
}

