export { useChooseConsultantMutation, useDeclineShortlistMutation, useGetShortlistQuery } from './api/matchShortlistApi';
export { ShortlistCard } from './ui/ShortlistCard';
export { DeclineShortlistForm } from './ui/DeclineShortlistForm';
