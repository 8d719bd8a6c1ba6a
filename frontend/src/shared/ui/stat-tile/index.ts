export { StatTile } from './StatTile';
