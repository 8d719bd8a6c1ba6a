export { AboutPage } from './ui/AboutPage';
