export { sessionApi, setCurrentUser } from './api/sessionApi';
export { useCurrentUser } from './model/useCurrentUser';
export {
  dashboardPathFor,
  hasAccess,
  isAdminUser,
  isCharityUser,
  isConsultantUser,
  roleLabel,
} from './model/roles';
export { initials } from './lib/initials';
export { SessionCheckFailed } from './ui/SessionCheckFailed';
