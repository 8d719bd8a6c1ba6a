export { IntroductionDialog } from './ui/IntroductionDialog';
export { IntroductionModal } from './ui/IntroductionModal';
export { RequestIntroductionButton } from './ui/RequestIntroductionButton';
