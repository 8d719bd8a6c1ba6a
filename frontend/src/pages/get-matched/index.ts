export { GetMatchedPage } from './ui/GetMatchedPage';
