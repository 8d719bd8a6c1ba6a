export { useGetMyIntroductionRequestsQuery } from './api/introductionRequestApi';
