export { IdentityModule } from './identity.module';
export { IdentityCleanupService } from './application/identity-cleanup.service';
export { ConsultantCredentialsService } from './application/consultant-credentials.service';
export { TypeormSessionStore, LOADED_USER } from './infrastructure/typeorm-session.store';
export type { RequestWithLoaded } from './infrastructure/typeorm-session.store';
export { SESSION_COOKIE, SESSION_MAX_AGE_MS } from './interface/http/session-cookie';
