export { MatchShortlistPage } from './ui/MatchShortlistPage';
