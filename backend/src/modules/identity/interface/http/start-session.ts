import type { Request } from 'express';

import type { SessionUser } from '../../../../kernel/session-user';

/** Signs the user in through passport: a fresh session id, then the user id stored in it. */
export function startSession(request: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}
