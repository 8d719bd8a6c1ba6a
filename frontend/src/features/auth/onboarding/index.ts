export { onboardingApi } from './api/onboardingApi';
export { planOnboardingSteps, isPreListedOnboardingCandidate, type OnboardingStep } from './model/onboardingPlan';
export { takeOnboardingRedirect } from './model/afterOnboarding';
export { ONBOARDING_PASSWORD_HINT, ONBOARDING_PASSWORD_RULES } from './model/passwordRules';
export { OnboardingPasswordFields, type OnboardingPasswordFieldsProps } from './ui/OnboardingPasswordFields';
export { OnboardingTerms } from './ui/OnboardingTerms';
export { OnboardingProgress, type OnboardingProgressProps } from './ui/OnboardingProgress';
