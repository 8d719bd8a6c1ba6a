import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { AuditModule } from '../audit';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { OutcomesModule } from '../outcomes';
import { CaseStudiesService } from './application/case-studies.service';
import { ConsultantReviewsService } from './application/consultant-reviews.service';
import { ProjectReviewsService } from './application/project-reviews.service';
import { ReviewModerationService } from './application/review-moderation.service';
import { ReviewRoundsService } from './application/review-rounds.service';
import { ReviewScheduleService } from './application/review-schedule.service';
import { ReviewsPrivacyService } from './application/reviews-privacy.service';
import { CaseStudyConsentEntity } from './infrastructure/case-study-consent.entity';
import { CaseStudyEntity } from './infrastructure/case-study.entity';
import { CaseStudyRepository } from './infrastructure/case-study.repository';
import { ConsultantRatingEntity } from './infrastructure/consultant-rating.entity';
import { ProjectPartyQuery } from './infrastructure/project-party.query';
import { ReviewRoundEntity } from './infrastructure/review-round.entity';
import { ReviewEntity } from './infrastructure/review.entity';
import { ReviewRepository } from './infrastructure/review.repository';
import { AdminReviewsController } from './interface/http/admin-reviews.controller';
import { CaseStudiesController } from './interface/http/case-studies.controller';
import { ProjectReviewsController } from './interface/http/project-reviews.controller';

/**
 * Issue 18 (D18): reviews after every completed project and case studies with the charity's consent. Imports
 * no feature module (projects, consultants and privacy import it), reading project parties read-only.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ReviewRoundEntity, ReviewEntity, ConsultantRatingEntity, CaseStudyEntity, CaseStudyConsentEntity]), AuditModule, MailModule, NotificationsModule, OutcomesModule],
  controllers: [ProjectReviewsController, CaseStudiesController, AdminReviewsController],
  providers: [
    ProjectPartyQuery,
    ReviewRepository,
    CaseStudyRepository,
    ReviewRoundsService,
    ProjectReviewsService,
    ReviewScheduleService,
    ReviewModerationService,
    CaseStudiesService,
    ConsultantReviewsService,
    ReviewsPrivacyService,
  ],
  exports: [ReviewRoundsService, ReviewScheduleService, ConsultantReviewsService, ReviewsPrivacyService],
})
export class ReviewsModule {}
