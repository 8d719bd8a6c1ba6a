export { consultantApi, useUpdateConsultantProfileMutation, type UpdateConsultantProfileArgs } from './api/consultantApi';
export { expertiseLabel } from './model/expertise';
