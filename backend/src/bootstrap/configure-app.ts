import type { IncomingMessage } from 'node:http';

import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';

import { AllExceptionsFilter } from '../common/http/all-exceptions.filter';
import { toErrorBody } from '../common/http/error-body';
import { jsonShapeProblem } from '../common/http/json-shape';
import { answerLeanRoutesFirst, headersSetBy, leanGetRoutes } from '../common/http/lean-get-routes';
import { middlewareErrorHandler } from '../common/http/error-response';
import type { SessionUser } from '../kernel/session-user';
import { createValidationPipe } from '../common/http/validation.pipe';
import { requestLogger } from '../common/logging/request-logger';
import { csrfOriginCheck } from '../common/middleware/csrf-origin.middleware';
import { noStore } from '../common/middleware/no-store.middleware';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { LOADED_USER, RequestWithLoaded, sessionCookieName, sessionCookieOptions, TypeormSessionStore } from '../modules/identity';
import { anonymousDirectoryReads, ConsultantDirectoryService } from '../modules/consultants';
import { siteIndexRouter, SiteIndexService } from '../modules/seo';
import { setupApiDocs } from './api-docs';
import { bootDataFor } from './boot-data';
import { spaRouter } from './spa';

const BODY_LIMIT = '100kb';

/** Parses JSON bodies; answers parse, size, depth and broken-Unicode errors in the one error shape (400 / 413). */
function jsonBody() {
  const parse = express.json({ limit: BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      const problem = error ? null : jsonShapeProblem(req.body);
      if (!error && !problem) return next();
      const body = problem ? { statusCode: 400, message: problem } : toErrorBody(error);
      res.status(body.statusCode).json(body);
    });
}

/** Everything between the socket and the controllers, in order. Shared by main.ts and the tests. */
export function configureApp(app: NestExpressApplication): AppConfig {
  const config = app.get<AppConfig>(APP_CONFIG);
  // D2: X-Forwarded-* are believed only as far as TRUST_PROXY says (req.ip, req.protocol, req.secure).
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // API answers are no-store (noStore below), so Express's ETag (a SHA-1 of every body) bought nothing there;
  // the SPA's index.html sets its own (spa.ts).
  app.set('etag', false);
  const requestLog = requestLogger();
  app.use(requestLog);
  app.use('/api', noStore());

  const securityHeaders = helmet({
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
  });
  app.use(securityHeaders);
  app.use(csrfOriginCheck(config.appOrigin));
  app.use(jsonBody());
  // Only the availability links' confirmation form (issue 15) posts a plain HTML form; no other route parses one.
  app.use('/api/availability', express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }));
  // Real /robots.txt and /sitemap.xml, ahead of the SPA's catch-all index.html; crawlers need no session.
  app.use(siteIndexRouter(app.get(SiteIndexService)));

  const store = app.get(TypeormSessionStore);
  const cookieName = sessionCookieName(config);
  const sessions = session({
    name: cookieName,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    // Sliding expiry within each role's idle and absolute lifetimes, enforced by the store (D2).
    rolling: true,
    cookie: sessionCookieOptions(config),
  });
  // The load balancer's health checks need no session: without this each one made and hashed a session id
  // (and a signed-in browser's would slide its expiry, a store write). Nor does a read without the session cookie
  // (issue 22): there is no session to load, and no GET or HEAD handler starts one (signing in is a POST), yet
  // express-session made, hashed and threw away a session for every anonymous visitor's request.
  app.use((req: Request, res: Response, next: NextFunction) => (isHealthPath(req.path) || isAnonymousRead(req, cookieName) ? next() : sessions(req, res, next)));
  app.use(passport.initialize());
  app.use((req: Request, _res: Response, next: NextFunction) => {
    const loaded = (req as RequestWithLoaded)[LOADED_USER];
    if (loaded) (req as Request & { user?: SessionUser }).user = loaded;
    next();
  });
  app.use(spaRouter(config.frontendDist, config.brandName, (req) => bootDataFor(config, req)));
  // The session store's errors (database down: 503) in the one error shape, not Express's HTML 500.
  app.use(middlewareErrorHandler());
  // Issue 22: the directory's anonymous reads are answered before all of the above, with the same headers and log.
  const leanRoutes = leanGetRoutes([anonymousDirectoryReads(app.get(ConsultantDirectoryService))], {
    accepts: (req) => isAnonymousRead(req, cookieName),
    headers: headersSetBy([noStore(), securityHeaders]),
    requestLog,
  });
  answerLeanRoutesFirst(app.getHttpServer(), leanRoutes);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  setupApiDocs(app, config);
  return config;
}

const isHealthPath = (path: string) => path === '/api/health' || path === '/api/health/ready';

const isAnonymousRead = (req: Pick<IncomingMessage, 'method' | 'headers'>, cookieName: string) =>
  (req.method === 'GET' || req.method === 'HEAD') && !(req.headers.cookie ?? '').split(';').some((part) => part.trimStart().startsWith(`${cookieName}=`));
