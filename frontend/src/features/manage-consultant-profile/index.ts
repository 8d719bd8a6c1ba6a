export { ProfileOverview } from './ui/ProfileOverview';
export { useAvailabilityToggle } from './model/useAvailabilityToggle';
export { DASHBOARD_TEXTS } from './model/texts';
export { OwnProfileStart } from './ui/OwnProfileStart';
