export { BRAND_NAME } from './brand';
export { bootSignedIn, mailtoHref, retentionPeriods, siteContact, telHref } from './site';
export { ROUTES, loginPathWithRedirect } from './routes';
export { STORAGE_KEYS } from './storageKeys';
export { PRIMARY_NAV } from './navigation';
