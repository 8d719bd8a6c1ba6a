import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';

import type { UserEntity } from '../../infrastructure/user.entity';

/**
 * Only the user id goes into the session. Reading the user back is done by the session store,
 * which loads session and user in one query (see TypeormSessionStore), so deserialize is unused.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: UserEntity, done: (err: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: Error | null, id?: number) => void): void {
    done(null, id);
  }
}
