import { SetMetadata } from '@nestjs/common';

export const ALLOW_DURING_ONBOARDING = 'allowDuringOnboarding';
/** The few endpoints a consultant may call before finishing onboarding (accept terms, change password, logout, current user). */
export const AllowDuringOnboarding = () => SetMetadata(ALLOW_DURING_ONBOARDING, true);
