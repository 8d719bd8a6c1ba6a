import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';

import { AuthenticationGuard } from './common/guards/authentication.guard';
import { JsonContentTypeGuard } from './common/guards/json-content-type.guard';
import { OnboardingGuard } from './common/guards/onboarding.guard';
import { RolesGuard } from './common/guards/roles.guard';
import { LoggingModule } from './common/logging/logging.module';
import { RateLimitGuard } from './common/rate-limit/rate-limit.guard';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { AdminModule } from './modules/admin';
import { AuditModule } from './modules/audit';
import { AnalyticsModule } from './modules/analytics';
import { CharitiesModule } from './modules/charities';
import { ConsultantsModule } from './modules/consultants';
import { EnquiriesModule } from './modules/enquiries';
import { IdentityModule } from './modules/identity';
import { JobsModule } from './modules/jobs';
import { MailModule } from './modules/mail';
import { MatchingModule } from './modules/matching';
import { PrivacyModule } from './modules/privacy';
import { NotificationsModule } from './modules/notifications';
import { OutcomesModule } from './modules/outcomes';
import { ProjectsModule } from './modules/projects';
import { ReviewsModule } from './modules/reviews';
import { SeoModule } from './modules/seo';

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule,
    RateLimitModule,
    MailModule,
    AuditModule,
    NotificationsModule,
    ReviewsModule,
    IdentityModule,
    ConsultantsModule,
    CharitiesModule,
    MatchingModule,
    ProjectsModule,
    EnquiriesModule,
    AnalyticsModule,
    OutcomesModule,
    AdminModule,
    SeoModule,
    PrivacyModule,
    JobsModule,
    HealthModule,
  ],
  providers: [
    // Order matters: a body that is not JSON is refused first (item 1.12), then rate limits, then who you are,
    // what you may do, and whether onboarding blocks you.
    { provide: APP_GUARD, useClass: JsonContentTypeGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: AuthenticationGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: OnboardingGuard },
  ],
})
export class AppModule {}
