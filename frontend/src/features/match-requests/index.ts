export { MatchRequestsSection } from './ui/MatchRequestsSection';
