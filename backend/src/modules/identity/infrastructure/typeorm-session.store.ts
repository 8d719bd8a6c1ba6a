import type { Request } from 'express';
import session, { SessionData } from 'express-session';
import { DataSource, LessThan } from 'typeorm';

import type { SessionUser } from '../../../common/http/session-user';
import type { Clock } from '../../../config/clock';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

/** Key on the loaded session that carries the signed-in user read in the same query; never persisted. */
export const LOADED_USER = '__loadedUser';
const LOADED_EXPIRY = '__loadedSessionExpiry';

export type RequestWithLoaded = Request & { [LOADED_USER]?: SessionUser; [LOADED_EXPIRY]?: number };

type StoredSession = SessionData & { passport?: { user?: number }; [LOADED_USER]?: SessionUser };

const TOUCH_AFTER_MS = 60 * 60_000;

function toSessionUser(user: UserEntity): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role,
    isAdmin: !!user.isAdmin,
    isConsultant: !!user.isConsultant,
    mustChangePassword: !!user.mustChangePassword,
    hasAcceptedTerms: !!user.hasAcceptedTerms,
    termsVersion: user.termsVersion,
    organisation: user.organisation,
  };
}

/**
 * express-session store in the database (DECISIONS D2): sessions survive restarts and are shared
 * by every instance. `get` reads the session and its user in one query.
 */
export class TypeormSessionStore extends session.Store {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }

  private expiryOf(data: SessionData): Date {
    const maxAge = data.cookie?.maxAge ?? 24 * 60 * 60_000;
    return new Date(this.clock.now().getTime() + maxAge);
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.dataSource
      .createQueryBuilder(SessionEntity, 'session')
      .leftJoinAndMapOne('session.user', UserEntity, 'user', 'user.id = session.userId')
      .where('session.sid = :sid', { sid })
      .andWhere('session.expiresAt > :now', { now: this.clock.now() })
      .getOne()
      .then((row) => {
        if (!row) return callback(null, null);
        const data = JSON.parse(row.data) as StoredSession;
        const user = (row as SessionEntity & { user?: UserEntity }).user;
        // Non-enumerable: express-session hashes and persists only enumerable fields.
        if (user) Object.defineProperty(data, LOADED_USER, { value: toSessionUser(user), enumerable: false });
        Object.defineProperty(data, LOADED_EXPIRY, { value: new Date(row.expiresAt).getTime(), enumerable: false });
        callback(null, data);
      })
      .catch((error) => callback(error));
  }

  /** Hands what `get` loaded to the request before express-session copies the data into req.session. */
  override createSession(req: Request, data: SessionData): session.Session & SessionData {
    const loaded = data as StoredSession & { [LOADED_EXPIRY]?: number };
    const sessionUserId = loaded.passport?.user;
    const user = loaded[LOADED_USER];
    if (user && user.id === sessionUserId) (req as RequestWithLoaded)[LOADED_USER] = user;
    (req as RequestWithLoaded)[LOADED_EXPIRY] = loaded[LOADED_EXPIRY] ?? 0;
    return super.createSession(req, data);
  }

  override set(sid: string, data: SessionData, callback?: (err?: unknown) => void): void {
    const userId = (data as StoredSession).passport?.user ?? null;
    const row = { sid, userId: typeof userId === 'number' ? userId : null, data: JSON.stringify(data), expiresAt: this.expiryOf(data) };
    this.dataSource
      .getRepository(SessionEntity)
      .upsert(row, ['sid'])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.dataSource
      .getRepository(SessionEntity)
      .delete({ sid })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Extends the expiry at most once an hour, so reads do not turn into writes. */
  override touch(sid: string, data: SessionData, callback?: (err?: unknown) => void): void {
    const request = (data as SessionData & { req?: RequestWithLoaded }).req;
    const loaded = request?.[LOADED_EXPIRY] ?? 0;
    const next = this.expiryOf(data);
    if (next.getTime() - loaded < TOUCH_AFTER_MS) return callback?.();
    this.dataSource
      .getRepository(SessionEntity)
      .update({ sid }, { expiresAt: next })
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  async deleteExpired(): Promise<number> {
    const result = await this.dataSource.getRepository(SessionEntity).delete({ expiresAt: LessThan(this.clock.now()) });
    return result.affected ?? 0;
  }
}
