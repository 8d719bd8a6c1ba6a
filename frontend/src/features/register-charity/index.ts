export { CharityRegistrationForm } from './ui/CharityRegistrationForm';
