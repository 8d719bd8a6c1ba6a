export { onboardingApi } from './api/onboardingApi';
export { planOnboardingSteps, isPreListedOnboardingCandidate, type OnboardingStep } from './model/onboardingPlan';
export { takeOnboardingRedirect } from './model/afterOnboarding';
export { OnboardingPasswordFields } from './ui/OnboardingPasswordFields';
export { OnboardingPasswordForm } from './ui/OnboardingPasswordForm';
export { OnboardingTerms } from './ui/OnboardingTerms';
export { OnboardingProgress } from './ui/OnboardingProgress';
