export { introductionRequestApi, useGetMyIntroductionRequestsQuery } from './api/introductionRequestApi';
