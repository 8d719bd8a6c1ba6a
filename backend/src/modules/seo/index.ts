export { SeoModule } from './seo.module';
export { SiteIndexService } from './application/site-index.service';
export { siteIndexRouter } from './interface/http/site-index.router';
