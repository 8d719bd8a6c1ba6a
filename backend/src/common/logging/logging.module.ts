import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

import { rootLogger } from './logger';

/**
 * nestjs-pino, so services may inject `PinoLogger` (or keep calling `rootLogger()`) and still write through the
 * request's logger. The access log and the request id come from `requestLogger()`, mounted by configureApp before
 * the session and body parsing (so refusals there are logged too); nestjs-pino only re-binds that same logger
 * (`useExisting`) right before the route handlers.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      useFactory: () => ({
        pinoHttp: { logger: rootLogger() },
        useExisting: true,
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
      }),
    }),
  ],
})
export class LoggingModule {}
