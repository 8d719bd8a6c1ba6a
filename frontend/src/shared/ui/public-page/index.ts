export { PublicHero } from './PublicHero';
export { PlainTabs, type PlainTab } from './PlainTabs';
