import { Injectable } from '@nestjs/common';
import passport from 'passport';

/**
 * Only the user id goes into the session (passport's `logIn`). Reading the user back is the session
 * store's job: it loads session and user in one query (TypeormSessionStore), so passport never
 * deserializes and none is registered.
 */
@Injectable()
export class SessionSerializer {
  constructor() {
    passport.serializeUser((user, done) => done(null, (user as { id: number }).id));
  }
}
