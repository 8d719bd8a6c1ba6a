import type { Request } from 'express';
import session, { SessionData } from 'express-session';
import { DataSource, LessThan } from 'typeorm';

import type { SessionUser } from '../../../kernel/session-user';
import type { Clock } from '../../../config/clock';
import { absoluteEndPassed, sessionExpiry, SessionLifetimes, SessionWindow, sessionWindowFor, touchThresholdMs } from '../domain/session-lifetime';
import { isAdminUser } from '../../../contracts';
import { SessionEntity } from './session.entity';
import { UserEntity } from './user.entity';

/** Key on the loaded session that carries the signed-in user read in the same query; never persisted. */
export const LOADED_USER = '__loadedUser';
const LOADED_EXPIRY = '__loadedSessionExpiry';

export type RequestWithLoaded = Request & { [LOADED_USER]?: SessionUser; [LOADED_EXPIRY]?: number };

/** `signedInAt` (epoch ms) is written on the first save with a user, i.e. right after sign-in, and kept. */
type StoredSession = SessionData & { passport?: { user?: number }; signedInAt?: number; [LOADED_USER]?: SessionUser };
type SessionWithRequest = StoredSession & { req?: RequestWithLoaded & { user?: { role: SessionUser['role']; isAdmin: boolean } } };

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
    bio: user.bio,
  };
}

/**
 * express-session store in the database (DECISIONS D2): sessions survive restarts and are shared
 * by every instance. `get` reads the session and its user in one query. The row's `expiresAt` is the idle
 * deadline of the user's role, capped at the absolute end; `get` also checks the absolute end against the
 * user's current role and removes an expired row at once.
 */
export class TypeormSessionStore extends session.Store {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly lifetimes: SessionLifetimes,
  ) {
    super();
  }

  /** The role comes from the user the request loaded, or the one passport just signed in. */
  private windowOf(data: SessionData): SessionWindow {
    const request = (data as SessionWithRequest).req;
    const user = request?.[LOADED_USER] ?? request?.user;
    return sessionWindowFor(!!user && isAdminUser(user), this.lifetimes);
  }

  private signedInAtOf(data: StoredSession): number {
    return data.signedInAt ?? this.clock.now().getTime();
  }

  private isExpired(row: SessionEntity, data: StoredSession, user: UserEntity | undefined): boolean {
    const now = this.clock.now();
    if (new Date(row.expiresAt).getTime() <= now.getTime()) return true;
    if (!user) return false;
    // Sessions from before absolute lifetimes carry no sign-in time: they end once.
    if (data.signedInAt === undefined) return true;
    return absoluteEndPassed(sessionWindowFor(isAdminUser(user), this.lifetimes), data.signedInAt, now);
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    this.dataSource
      .createQueryBuilder(SessionEntity, 'session')
      .leftJoinAndMapOne('session.user', UserEntity, 'user', 'user.id = session.userId')
      .where('session.sid = :sid', { sid })
      .getOne()
      .then(async (row) => {
        if (!row) return callback(null, null);
        const data = JSON.parse(row.data) as StoredSession;
        const user = (row as SessionEntity & { user?: UserEntity }).user;
        if (this.isExpired(row, data, user)) {
          await this.dataSource.getRepository(SessionEntity).delete({ sid });
          return callback(null, null);
        }
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
    const stored = data as StoredSession;
    const userId = stored.passport?.user;
    const signedInAt = typeof userId === 'number' ? this.signedInAtOf(stored) : undefined;
    const row = {
      sid,
      userId: typeof userId === 'number' ? userId : null,
      data: JSON.stringify({ ...stored, signedInAt }),
      expiresAt: sessionExpiry(this.windowOf(data), signedInAt ?? this.clock.now().getTime(), this.clock.now()),
    };
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

  /** Slides the idle deadline, but writes only when it moves by the threshold, so reads do not turn into writes. */
  override touch(sid: string, data: SessionData, callback?: (err?: unknown) => void): void {
    const loaded = (data as SessionWithRequest).req?.[LOADED_EXPIRY] ?? 0;
    const window = this.windowOf(data);
    const next = sessionExpiry(window, this.signedInAtOf(data as StoredSession), this.clock.now());
    if (next.getTime() - loaded < touchThresholdMs(window)) return callback?.();
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
