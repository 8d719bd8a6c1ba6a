import type { Request } from 'express';

import type { UserEntity } from '../../infrastructure/user.entity';

/** Signs the user in through passport: a fresh session id, then the user id stored in it. */
export function startSession(request: Request, user: UserEntity): Promise<void> {
  return new Promise((resolve, reject) => request.logIn(user, (error) => (error ? reject(error) : resolve())));
}
