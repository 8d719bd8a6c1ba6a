export { ReviewsModule } from './reviews.module';
export { ReviewRoundsService } from './application/review-rounds.service';
export { ReviewScheduleService } from './application/review-schedule.service';
export { ConsultantReviewsService } from './application/consultant-reviews.service';
export { ReviewsPrivacyService } from './application/reviews-privacy.service';
