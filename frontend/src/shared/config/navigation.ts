import { ROUTES } from './routes';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The header's main links, shared by the desktop bar and the mobile menu (spec 000 §2). */
export const PRIMARY_NAV: readonly NavLinkItem[] = [
  { label: 'Home', to: ROUTES.home },
  { label: 'About', to: ROUTES.about },
  { label: 'Pricing', to: ROUTES.pricing },
  { label: 'Consultants', to: ROUTES.consultants },
];
