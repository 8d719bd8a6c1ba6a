export { useSignedInRedirect } from './useSignedInRedirect';
