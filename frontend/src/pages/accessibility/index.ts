export { AccessibilityPage } from './ui/AccessibilityPage';
