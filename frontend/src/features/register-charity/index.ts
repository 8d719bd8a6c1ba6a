export { CharityRegistrationForm, type CharityRegistrationFormProps } from './ui/CharityRegistrationForm';
export { toCharityRegistrationRequest, type CharityRegistrationValues } from './model/registrationForm';
