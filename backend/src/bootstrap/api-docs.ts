import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { ErrorBodySchema } from '../common/http/error-body.response';
import type { AppConfig } from '../config/app-config';
import { sessionCookieName } from '../modules/identity';
import { applyOpenApiConventions, SESSION_SECURITY_SCHEME } from './openapi-conventions';

const API_DOCS_PATH = 'api/docs';
const OPENAPI_JSON_PATH = 'api/openapi.json';

/**
 * The OpenAPI document of every route (issue 6 §4), built from the controllers and the DTOs' swagger
 * decorators at start-up, served as JSON and as Swagger UI. The UI's scripts (bundle, preset and the
 * generated init file) are files served from our own origin, so the CSP's `script-src 'self'` holds.
 * Off in production unless API_DOCS=true.
 */
export function setupApiDocs(app: INestApplication, config: AppConfig): OpenAPIObject | null {
  if (!config.apiDocs) return null;
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${config.brandName} API`)
      .setDescription('Errors always have the shape ErrorBody. State-changing requests from a browser need a same-origin Origin header.')
      .setVersion('1')
      .setLicense('Proprietary', `${config.appBaseUrl}/terms`)
      .addCookieAuth(sessionCookieName(config), undefined, SESSION_SECURITY_SCHEME)
      .build(),
    { extraModels: [ErrorBodySchema] },
  );
  addErrorResponses(document);
  applyOpenApiConventions(app, document, config.appBaseUrl);
  SwaggerModule.setup(API_DOCS_PATH, app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: `${config.brandName} API`,
  });
  return document;
}

/** Every operation may fail in the one error shape; say so once instead of on every handler. */
function addErrorResponses(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (!operation) continue;
      operation.responses.default ??= {
        description: 'An error, in the one error shape (400 validation, 401, 403, 404, 409, 413, 429, 5xx)',
        content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodySchema) } } },
      };
    }
  }
}
