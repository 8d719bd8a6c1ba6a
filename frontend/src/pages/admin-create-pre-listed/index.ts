export { AdminCreatePreListedPage } from './ui/AdminCreatePreListedPage';
