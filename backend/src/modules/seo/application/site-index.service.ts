import { Inject, Injectable } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { ROBOTS_DISALLOWED_PATHS, SITEMAP_PUBLIC_PATHS } from '../../../contracts';
import { ConsultantDirectoryService } from '../../consultants';
import { robotsTxt } from '../domain/robots';
import { SITEMAP_MAX_URLS, sitemapPaths, sitemapXml } from '../domain/sitemap';

/**
 * /robots.txt and /sitemap.xml. Absolute URLs come from APP_BASE_URL (the address the mails link to), never
 * from the request's Host header, which a client or a misconfigured proxy could set to anything.
 */
@Injectable()
export class SiteIndexService {
  constructor(
    private readonly directory: ConsultantDirectoryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  robots(): string {
    return robotsTxt(this.config.appBaseUrl, ROBOTS_DISALLOWED_PATHS);
  }

  /** One statement: the approved consultants' ids. */
  async sitemap(): Promise<string> {
    const ids = await this.directory.approvedIds(SITEMAP_MAX_URLS - SITEMAP_PUBLIC_PATHS.length);
    return sitemapXml(this.config.appBaseUrl, sitemapPaths(SITEMAP_PUBLIC_PATHS, ids));
  }
}
