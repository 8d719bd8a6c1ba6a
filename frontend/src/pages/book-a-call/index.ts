export { BookACallPage } from './ui/BookACallPage';
