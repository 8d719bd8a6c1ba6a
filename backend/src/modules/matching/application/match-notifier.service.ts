import { Injectable } from '@nestjs/common';

import { EXPERTISE_LABELS, ExpertiseKey, MATCH_ANSWER_HOURS } from '../../../contracts';
import { firstNameOf } from '../../consultants';
import { NotificationsService } from '../../notifications';
import type { NeedEntity } from '../infrastructure/need.entity';

/** What a notification names as the request: its areas of expertise, or plain words when none were given. */
function needTopic(need: Pick<NeedEntity, 'expertise'>): string {
  return need.expertise.map((key) => EXPERTISE_LABELS[key as ExpertiseKey] ?? key).join(', ') || 'your request';
}

/**
 * The bell's side of each match event (issue 17); the mails stay where they are. Written in the caller's
 * transaction (NotificationsService requires one), so an event and its notifications commit together. Only
 * members get notifications: an anonymous requester (a visitor's form) has the mail alone.
 */
@Injectable()
export class MatchNotifier {
  constructor(private readonly notifications: NotificationsService) {}

  async shortlistReady(need: NeedEntity, shortlistId: number, count: number): Promise<void> {
    if (need.requesterUserId === null) return;
    await this.notifications.notify(need.requesterUserId, 'matchShortlistReady', { shortlistId, count, expertise: needTopic(need) });
  }

  async chosen(need: NeedEntity, consultantUserId: number, matchRequestId: number): Promise<void> {
    await this.notifications.notify(consultantUserId, 'matchRequestedForYou', {
      matchRequestId,
      organisation: need.organisation ?? 'A charity',
      expertise: needTopic(need),
      answerHours: MATCH_ANSWER_HOURS,
    });
  }

  async accepted(need: NeedEntity, consultantName: string): Promise<void> {
    if (need.requesterUserId === null) return;
    await this.notifications.notify(need.requesterUserId, 'matchAccepted', { consultantFirstName: firstNameOf(consultantName), expertise: needTopic(need) });
  }

  /** The chosen consultant declined or let the 48 hours pass: the requester hears it, and on expiry the consultant too. */
  async notAccepted(need: NeedEntity, consultant: { userId: number; name: string }, outcome: 'declined' | 'expired'): Promise<void> {
    if (need.requesterUserId !== null) {
      await this.notifications.notify(need.requesterUserId, 'matchNotAccepted', { consultantFirstName: firstNameOf(consultant.name), expertise: needTopic(need), outcome });
    }
    if (outcome === 'expired') {
      await this.notifications.notify(consultant.userId, 'matchExpired', { organisation: need.organisation ?? 'A charity', answerHours: MATCH_ANSWER_HOURS });
    }
  }
}
