import type { Request, Response } from 'express';

import type { AppConfig } from '../../../../config/app-config';
import { sessionCookieName } from '../../../identity';

/** The erased member's own browser is signed out too (its session row is already gone with the others). */
export async function endSession(request: Request, response: Response, config: AppConfig): Promise<void> {
  await new Promise<void>((resolve) => (request.session ? request.session.destroy(() => resolve()) : resolve()));
  response.clearCookie(sessionCookieName(config), { path: '/', secure: config.secureCookies });
}
