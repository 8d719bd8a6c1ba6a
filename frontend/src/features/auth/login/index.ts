export { LoginForm } from './ui/LoginForm';
export { planPostLoginNavigation, type PostLoginNavigation } from './model/postLoginNavigation';
