export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { readResetLink, type ResetLink } from './model/resetLink';
