export { RegisterPage } from './ui/RegisterPage';
