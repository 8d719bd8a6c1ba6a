export { introductionApi, useCreateIntroductionRequestMutation } from './api/introductionApi';
export { IntroductionDialog } from './ui/IntroductionDialog';
export { validateDialogForm, toDialogRequest, EMPTY_DIALOG_FORM, type DialogFormValues } from './model/dialogForm';
export { RequestIntroductionButton } from './ui/RequestIntroductionButton';
