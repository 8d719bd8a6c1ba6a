export { PublicHero } from './PublicHero';
export { PlainTabs } from './PlainTabs';
