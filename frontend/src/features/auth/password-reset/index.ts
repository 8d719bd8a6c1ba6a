export { ForgotPasswordForm } from './ui/ForgotPasswordForm';
export { ResetPasswordForm } from './ui/ResetPasswordForm';
export { readResetLink } from './model/resetLink';
