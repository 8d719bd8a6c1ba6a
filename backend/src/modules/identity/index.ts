export { IdentityModule } from './identity.module';
export { IdentityCleanupService } from './application/identity-cleanup.service';
export { ConsultantCredentialsService } from './application/consultant-credentials.service';
export { TypeormSessionStore, LOADED_USER } from './infrastructure/typeorm-session.store';
export type { RequestWithLoaded } from './infrastructure/typeorm-session.store';
export { sessionCookieName, sessionCookieOptions } from './interface/http/session-cookie';
export { IsNotCommonPassword } from './interface/http/not-common-password.validator';
