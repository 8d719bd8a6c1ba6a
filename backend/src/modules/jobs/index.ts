export { JobsModule } from './jobs.module';
export { JobLeaseService } from './application/job-lease.service';
