import type { ConsultantProfileSummary } from '../../../contracts';
import type { ConsultantEntity } from '../infrastructure/consultant.entity';

export function toConsultantProfileSummary(profile: ConsultantEntity): ConsultantProfileSummary {
  return {
    id: profile.id,
    expertise: profile.expertise ?? [],
    specialisations: profile.specialisations,
    yearsExperience: profile.yearsExperience,
    availability: !!profile.availability,
    profileSummary: profile.profileSummary,
    previousExperience: profile.previousExperience,
    linkedin: profile.linkedin,
    isApproved: !!profile.isApproved,
    isFeatured: !!profile.isFeatured,
  };
}
