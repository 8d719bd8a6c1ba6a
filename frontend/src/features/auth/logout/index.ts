export { useLogout, type UseLogoutOptions } from './model/useLogout';
