import { Injectable } from '@nestjs/common';

import { ConsultantProfileRepository } from '../infrastructure/consultant-profile.repository';

export interface ExportedConsultantProfile {
  expertise: string[];
  yearsExperience: number;
  availability: boolean;
  availabilityConfirmedAt: Date | null;
  linkedin: string | null;
  isApproved: boolean;
  profileSummary: string | null;
  previousExperience: string | null;
  specialisations: string | null;
  profileImageUrl: string | null;
  /** D15 confirmation links: when each was sent and how it was answered (never the token). */
  availabilityHistory: Array<{ sentAt: Date; expiresAt: Date; answeredAt: Date | null; outcome: string | null }>;
}

/** The consultant side of a member's data export (issue 19); null for members without a profile. */
@Injectable()
export class ConsultantDataService {
  constructor(private readonly profiles: ConsultantProfileRepository) {}

  async profileOf(userId: number): Promise<ExportedConsultantProfile | null> {
    const profile = await this.profiles.findByUserId(userId);
    if (!profile) return null;
    const links = await this.profiles.confirmationsOf(profile.id);
    return {
      expertise: profile.expertise,
      yearsExperience: profile.yearsExperience,
      availability: !!profile.availability,
      availabilityConfirmedAt: profile.availabilityConfirmedAt,
      linkedin: profile.linkedin,
      isApproved: !!profile.isApproved,
      profileSummary: profile.profileSummary,
      previousExperience: profile.previousExperience,
      specialisations: profile.specialisations,
      profileImageUrl: profile.profileImageUrl,
      availabilityHistory: links.map((link) => ({ sentAt: link.createdAt, expiresAt: link.expiresAt, answeredAt: link.usedAt, outcome: link.outcome })),
    };
  }
}
