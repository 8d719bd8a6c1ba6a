export { EnquiryForm } from './ui/EnquiryForm';
export { validateEnquiry, type EnquiryValues } from './model/enquiryForm';
export type { EnquiryKind } from './api/enquiryApi';
