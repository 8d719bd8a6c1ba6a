export { consultantApi, useCreateOwnConsultantProfileMutation, useUpdateConsultantProfileMutation, type UpdateConsultantProfileArgs } from './api/consultantApi';
export { directoryApi, directoryQueryString, useGetConsultantQuery, useListConsultantsQuery, type DirectoryQuery } from './api/directoryApi';
export { expertiseLabel } from './model/expertise';
export { cardSummary, cardTags, daysSinceConfirmed } from './model/directoryCard';
export { AvailabilityBadge, AvailabilityNote } from './ui/AvailabilityBadge';
export { ExpertiseTags } from './ui/ExpertiseTags';
