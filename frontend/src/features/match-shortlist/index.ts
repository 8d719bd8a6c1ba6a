export { useChooseConsultantMutation, useDeclineShortlistMutation, useGetShortlistQuery } from './api/matchShortlistApi';
export { YourMatchesCard } from './ui/YourMatchesCard';
export { ShortlistCard } from './ui/ShortlistCard';
export { DeclineShortlistForm } from './ui/DeclineShortlistForm';
