export { BRAND_NAME, DEFAULT_BRAND_NAME, readBrandName } from './brand';
export { bootSignedIn, mailtoHref, readBootData, retentionPeriods, siteContact, telHref, type SiteContact } from './site';
export { ROUTES, loginPathWithRedirect } from './routes';
export { STORAGE_KEYS } from './storageKeys';
export { PRIMARY_NAV, type NavLinkItem } from './navigation';
