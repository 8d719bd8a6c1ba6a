export { useDecideCaseStudyMutation, useGetCaseStudyQuery, useGetProjectReviewsQuery, useReplyToReviewMutation, useSaveCaseStudyMutation, useSubmitReviewMutation } from './api/reviewApi';
