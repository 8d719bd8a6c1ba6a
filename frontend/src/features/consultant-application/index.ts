export { ConsultantApplicationForm } from './ui/ConsultantApplicationForm';
export { passwordStrength, type PasswordStrength, type PasswordStrengthLabel } from './model/passwordStrength';
export { APPLICATION_STEPS, toConsultantApplicationRequest, type ConsultantApplicationValues } from './model/applicationForm';
