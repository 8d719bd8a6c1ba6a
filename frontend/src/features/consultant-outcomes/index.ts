export { ConsultantOutcomesCard } from './ui/ConsultantOutcomesCard';
