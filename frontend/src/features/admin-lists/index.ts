export { CharityWaitingListTable, ConsultantWaitingListTable } from './ui/WaitingListTables';
export { FormSubmissionList } from './ui/FormSubmissionList';
