export { useChooseConsultantMutation, useDeclineShortlistMutation, useGetMyShortlistsQuery, useGetShortlistQuery } from './api/matchShortlistApi';
export { YourMatchesCard } from './ui/YourMatchesCard';
export { ShortlistCard } from './ui/ShortlistCard';
export { DeclineShortlistForm } from './ui/DeclineShortlistForm';
