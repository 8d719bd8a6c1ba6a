export { AdminOutcomesPage } from './ui/AdminOutcomesPage';
