export * from './api/adminApi';
export * from './api/adminMatchingApi';
export type * from './model/types';
export { csvHref } from '@/shared/lib';
export { formatAdminDate, formatAdminDateTime } from './lib/adminFormat';
export { generateTemporaryPassword } from './lib/generatePassword';
export { credentialBadgeTag } from './lib/credentialBadge';
