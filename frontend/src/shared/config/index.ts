export { BRAND_NAME, DEFAULT_BRAND_NAME, readBrandName } from './brand';
export {
  BOOKING_EMAIL,
  COMPANY_SITE_URL,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  LINKEDIN_URL,
  SUPPORT_EMAIL,
  mailtoHref,
  telHref,
} from './site';
export { ROUTES, loginPathWithRedirect } from './routes';
export { STORAGE_KEYS } from './storageKeys';
export { PRIMARY_NAV, type NavLinkItem } from './navigation';
