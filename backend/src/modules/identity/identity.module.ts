import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit';
import { PassportModule } from '@nestjs/passport';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { Clock, CLOCK } from '../../config/clock';
import { CharitiesModule } from '../charities';
import { ConsultantsModule } from '../consultants';
import { MailModule } from '../mail';
import { AcceptTermsService } from './application/accept-terms.service';
import { AccountSettingsService } from './application/account-settings.service';
import { AccountFactoryService } from './application/account-factory.service';
import { AdminBootstrapService } from './application/admin-bootstrap.service';
import { ChangePasswordService } from './application/change-password.service';
import { ConsultantCredentialsService } from './application/consultant-credentials.service';
import { CredentialsAdminService } from './application/credentials-admin.service';
import { CurrentUserService } from './application/current-user.service';
import { IdentityCleanupService } from './application/identity-cleanup.service';
import { LoginAttemptsService } from './application/login-attempts.service';
import { LoginService } from './application/login.service';
import { PasswordResetService } from './application/password-reset.service';
import { RegisterCharityService } from './application/register-charity.service';
import { RegisterConsultantService } from './application/register-consultant.service';
import { AccountDataService } from './application/account-data.service';
import { AccountErasureService } from './application/account-erasure.service';
import { SignedTermsService } from './application/signed-terms.service';
import { limitHashConcurrency, setPasswordHashCost } from './domain/password-hasher';
import { CredentialRosterRepository } from './infrastructure/credential-roster.repository';
import { PasswordResetTokenEntity } from './infrastructure/password-reset-token.entity';
import { SessionEntity } from './infrastructure/session.entity';
import { TermsAcceptanceEntity } from './infrastructure/terms-acceptance.entity';
import { TypeormSessionStore } from './infrastructure/typeorm-session.store';
import { UserEntity } from './infrastructure/user.entity';
import { UserRepository } from './infrastructure/user.repository';
import { AccountRecordsRepository } from './infrastructure/account-records.repository';
import { TermsAcceptanceRepository } from './infrastructure/terms-acceptance.repository';
import { AccountController } from './interface/http/account.controller';
import { OwnConsultantProfileController } from './interface/http/own-consultant-profile.controller';
import { OwnConsultantProfileService } from './application/own-consultant-profile.service';
import { AuthController } from './interface/http/auth.controller';
import { LocalStrategy } from './interface/http/local.strategy';
import { PasswordController } from './interface/http/password.controller';
import { RegistrationController } from './interface/http/registration.controller';
import { TermsController } from './interface/http/terms.controller';
import { SessionSerializer } from './interface/http/session.serializer';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity, PasswordResetTokenEntity, TermsAcceptanceEntity]),
    AuditModule,
    PassportModule.register({ session: true }),
    ConsultantsModule,
    CharitiesModule,
    MailModule,
  ],
  controllers: [AuthController, RegistrationController, PasswordController, TermsController, AccountController, OwnConsultantProfileController],
  providers: [
    {
      provide: TypeormSessionStore,
      inject: [getDataSourceToken(), CLOCK, APP_CONFIG],
      useFactory: (dataSource: DataSource, clock: Clock, config: AppConfig) => new TypeormSessionStore(dataSource, clock, config.sessionLifetimes),
    },
    UserRepository,
    AccountRecordsRepository,
    TermsAcceptanceRepository,
    LoginService,
    LoginAttemptsService,
    AccountFactoryService,
    RegisterCharityService,
    RegisterConsultantService,
    PasswordResetService,
    ChangePasswordService,
    AcceptTermsService,
    AccountSettingsService,
    ConsultantCredentialsService,
    CurrentUserService,
    OwnConsultantProfileService,
    AdminBootstrapService,
    IdentityCleanupService,
    CredentialsAdminService,
    CredentialRosterRepository,
    SignedTermsService,
    AccountErasureService,
    AccountDataService,
    LocalStrategy,
    SessionSerializer,
  ],
  exports: [TypeormSessionStore, IdentityCleanupService, CurrentUserService, ConsultantCredentialsService, CredentialsAdminService, SignedTermsService, AccountErasureService, AccountDataService],
})
export class IdentityModule implements OnModuleInit {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Hashing is limited per process, not per module instance: the gate lives with the hasher. */
  onModuleInit(): void {
    limitHashConcurrency(this.config.hashConcurrency);
    setPasswordHashCost(this.config.passwordHashCost);
  }
}
