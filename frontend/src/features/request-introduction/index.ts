export { useCreateIntroductionRequestMutation } from './api/introductionApi';
export { IntroductionDialog } from './ui/IntroductionDialog';
export { RequestIntroductionButton } from './ui/RequestIntroductionButton';
