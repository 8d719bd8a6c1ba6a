import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';

import { AllExceptionsFilter } from '../common/http/all-exceptions.filter';
import { toErrorBody } from '../common/http/error-body';
import type { SessionUser } from '../common/http/session-user';
import { createValidationPipe } from '../common/http/validation.pipe';
import { requestLogger } from '../common/logging/request-logger';
import { csrfOriginCheck } from '../common/middleware/csrf-origin.middleware';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LOADED_USER, RequestWithLoaded, SESSION_COOKIE, SESSION_MAX_AGE_MS, TypeormSessionStore } from '../modules/identity';
import { setupApiDocs } from './api-docs';
import { spaRouter } from './spa';

const BODY_LIMIT = '100kb';

/** Parses JSON bodies and answers parse and size errors in the one error shape (400 / 413). */
function jsonBody() {
  const parse = express.json({ limit: BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const body = toErrorBody(error);
      res.status(body.statusCode).json(body);
    });
}

/** Everything between the socket and the controllers, in order. Shared by main.ts and the tests. */
export function configureApp(app: NestExpressApplication): AppConfig {
  const config = app.get<AppConfig>(APP_CONFIG);
  // Exactly one proxy hop is trusted when served over https behind a TLS terminator (D2).
  app.set('trust proxy', config.secureCookies ? 1 : false);
  app.disable('x-powered-by');

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd writes its CSS-in-JS into <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: config.frameAncestors,
          ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // frame-ancestors governs embedding (spec: the app may run in an iframe).
      xFrameOptions: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(requestLogger());
  app.use(csrfOriginCheck(config.appOrigin));
  app.use(jsonBody());

  const store = app.get(TypeormSessionStore);
  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      store,
      resave: false,
      saveUninitialized: false,
      // Sliding expiry: an active user stays signed in; the store only rewrites the row hourly.
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: SESSION_MAX_AGE_MS, path: '/' },
    }),
  );
  app.use(passport.initialize());
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const loaded = (req as RequestWithLoaded)[LOADED_USER];
    if (loaded) (req as Request & { user?: SessionUser }).user = loaded;
    next();
  });
  app.use(spaRouter(config.frontendDist, config.brandName));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  setupApiDocs(app, config);
  return config;
}
