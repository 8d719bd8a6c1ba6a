export { AdminMatchingPage } from './ui/AdminMatchingPage';
export { AdminMatchingNeedPage } from './ui/AdminMatchingNeedPage';
