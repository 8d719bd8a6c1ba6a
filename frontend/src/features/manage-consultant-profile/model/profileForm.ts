import type { ConsultantProfileSummary, ConsultantProfileUpdate, CreateOwnConsultantProfileRequest } from '@contracts';
import { wholeNumberOr } from '@/shared/lib';

/** The profile form as the inputs hold it (spec 001 §5 "Profile form (consultant dashboard)"). */
export interface ProfileFormValues {
  expertise: string[];
  yearsExperience: string;
  profileSummary: string;
  previousExperience: string;
  specialisations: string;
  linkedin: string;
}

export function profileFormValues(profile: ConsultantProfileSummary | null): ProfileFormValues {
  return {
    expertise: profile?.expertise ?? [],
    yearsExperience: String(profile?.yearsExperience ?? 0),
    profileSummary: profile?.profileSummary ?? '',
    previousExperience: profile?.previousExperience ?? '',
    specialisations: profile?.specialisations ?? '',
    linkedin: profile?.linkedin ?? '',
  };
}

/**
 * Years of experience are read as a whole number the way the application and the server read them
 * ('1,2' → 12); blank counts as 0 (spec 001 §5). Other text is refused by the field's rule first.
 */
export function parseYears(value: string | number | null | undefined): number {
  return wholeNumberOr(value, 0);
}

/** The PATCH body: every field of the form; blank text clears the field on the server. */
export function toProfileChanges(values: Partial<ProfileFormValues>): ConsultantProfileUpdate {
  return {
    expertise: values.expertise ?? [],
    yearsExperience: parseYears(values.yearsExperience),
    profileSummary: values.profileSummary?.trim() ?? '',
    previousExperience: values.previousExperience?.trim() ?? '',
    specialisations: values.specialisations?.trim() ?? '',
    linkedin: values.linkedin?.trim() ?? '',
  };
}

/** The same form as a new profile (issue 16, the dual-role owner's own): the fields the server requires, filled. */
export function toNewProfile(values: Partial<ProfileFormValues>): CreateOwnConsultantProfileRequest {
  const changes = toProfileChanges(values);
  return { ...changes, expertise: changes.expertise ?? [], yearsExperience: changes.yearsExperience ?? 0, profileSummary: changes.profileSummary ?? '' };
}
