import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { Clock, CLOCK } from '../../config/clock';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { AcceptTermsService } from './application/accept-terms.service';
import { AccountFactoryService } from './application/account-factory.service';
import { AdminBootstrapService } from './application/admin-bootstrap.service';
import { ChangePasswordService } from './application/change-password.service';
import { ConsultantCredentialsService } from './application/consultant-credentials.service';
import { CurrentUserService } from './application/current-user.service';
import { IdentityCleanupService } from './application/identity-cleanup.service';
import { LoginService } from './application/login.service';
import { PasswordResetService } from './application/password-reset.service';
import { RegisterCharityService } from './application/register-charity.service';
import { RegisterConsultantService } from './application/register-consultant.service';
import { AuditLogEntity } from './infrastructure/audit-log.entity';
import { AuditLogRepository } from './infrastructure/audit-log.repository';
import { PasswordResetTokenEntity } from './infrastructure/password-reset-token.entity';
import { SessionEntity } from './infrastructure/session.entity';
import { TermsAcceptanceEntity } from './infrastructure/terms-acceptance.entity';
import { TypeormSessionStore } from './infrastructure/typeorm-session.store';
import { UserEntity } from './infrastructure/user.entity';
import { UserRepository } from './infrastructure/user.repository';
import { AuthController } from './interface/http/auth.controller';
import { LocalStrategy } from './interface/http/local.strategy';
import { PasswordController } from './interface/http/password.controller';
import { RegistrationController } from './interface/http/registration.controller';
import { TermsController } from './interface/http/terms.controller';
import { SessionSerializer } from './interface/http/session.serializer';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity, PasswordResetTokenEntity, TermsAcceptanceEntity, AuditLogEntity]),
    PassportModule.register({ session: true }),
    ConsultantsModule,
    CharitiesModule,
    MailModule,
  ],
  controllers: [AuthController, RegistrationController, PasswordController, TermsController],
  providers: [
    {
      provide: TypeormSessionStore,
      inject: [getDataSourceToken(), CLOCK],
      useFactory: (dataSource: DataSource, clock: Clock) => new TypeormSessionStore(dataSource, clock),
    },
    UserRepository,
    AuditLogRepository,
    LoginService,
    AccountFactoryService,
    RegisterCharityService,
    RegisterConsultantService,
    PasswordResetService,
    ChangePasswordService,
    AcceptTermsService,
    ConsultantCredentialsService,
    CurrentUserService,
    AdminBootstrapService,
    IdentityCleanupService,
    LocalStrategy,
    SessionSerializer,
  ],
  exports: [TypeormSessionStore, IdentityCleanupService, CurrentUserService, ConsultantCredentialsService],
})
export class IdentityModule {}
