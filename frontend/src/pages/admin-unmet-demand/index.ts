export { AdminUnmetDemandPage } from './ui/AdminUnmetDemandPage';
