import { Module } from '@nestjs/common';

import { IdentityModule } from '../identity';
import { AdminCredentialsController } from './interface/http/admin-credentials.controller';

/** Back-office endpoints, composed from the other modules' exported services. */
@Module({
  imports: [IdentityModule],
  controllers: [AdminCredentialsController],
})
export class AdminModule {}
