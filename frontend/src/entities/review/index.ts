export { useDecideCaseStudyMutation, useGetCaseStudyQuery, useGetProjectReviewsQuery, useReplyToReviewMutation, useSaveCaseStudyMutation, useSubmitReviewMutation } from './api/reviewApi';
export { CaseStudyArticle } from './ui/CaseStudyArticle';
