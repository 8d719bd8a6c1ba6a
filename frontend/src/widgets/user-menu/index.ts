export { UserMenu } from './ui/UserMenu';
export { menuEntriesFor, type MenuEntry } from './model/menuEntries';
