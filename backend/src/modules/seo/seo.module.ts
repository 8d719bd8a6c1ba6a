import { Module } from '@nestjs/common';

import { ConsultantsModule } from '../consultants';
import { SiteIndexService } from './application/site-index.service';

/** What search engines read: /robots.txt and /sitemap.xml (issue 8). */
@Module({
  imports: [ConsultantsModule],
  providers: [SiteIndexService],
  exports: [SiteIndexService],
})
export class SeoModule {}
