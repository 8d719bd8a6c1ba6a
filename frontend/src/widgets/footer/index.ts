export { Footer } from './ui/Footer';
