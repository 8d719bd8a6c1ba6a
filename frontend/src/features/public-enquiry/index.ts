export { EnquiryForm } from './ui/EnquiryForm';
