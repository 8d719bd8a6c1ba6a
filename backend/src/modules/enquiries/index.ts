export { EnquiriesModule } from './enquiries.module';
