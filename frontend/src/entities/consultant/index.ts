export { useCreateOwnConsultantProfileMutation, useUpdateConsultantProfileMutation } from './api/consultantApi';
export { useGetConsultantQuery, useListConsultantsQuery } from './api/directoryApi';
export { expertiseLabel } from './model/expertise';
export { cardSummary, daysSinceConfirmed } from './model/directoryCard';
export { AvailabilityBadge, AvailabilityNote } from './ui/AvailabilityBadge';
export { ExpertiseTags } from './ui/ExpertiseTags';
