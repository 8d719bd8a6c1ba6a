import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { getSchemaPath, OpenAPIObject } from '@nestjs/swagger';

import { IS_PUBLIC } from '../common/decorators/public.decorator';
import { RATE_LIMIT } from '../common/rate-limit/rate-limit.decorator';
import { ROLES, RoleRequirement } from '../common/decorators/roles.decorator';
import { ErrorBodySchema } from '../common/http/error-body.response';

export const SESSION_SECURITY_SCHEME = 'cookie';

/** What the guards know about a handler, read from the same metadata the guards read. */
interface HandlerAccess {
  isPublic: boolean;
  roles: RoleRequirement[];
  rateLimited: boolean;
}

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type ResponseObject = OperationObject['responses'][string];

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Make the generated document describe what the guards really do, so a headless client (and Redocly's
 * recommended ruleset, checked in `make lint`) can rely on it: every operation declares whether it needs the
 * session cookie (public ones an empty requirement) and the 4xx answers it can give, all in the one error shape.
 * Derived from the guards' own metadata, so a new route is described correctly without extra decorators.
 */
export function applyOpenApiConventions(app: INestApplication, document: OpenAPIObject, serverUrl: string): void {
  const access = handlerAccessByOperationId(app);
  document.servers = [{ url: serverUrl }];
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const handler = operation.operationId ? access.get(operation.operationId) : undefined;
      if (!handler) throw new Error(`OpenAPI: no handler found for operation ${operation.operationId}`);
      operation.security = handler.isPublic ? [] : [{ [SESSION_SECURITY_SCHEME]: [] }];
      addErrorAnswers(operation, method, handler);
    }
  }
}

function addErrorAnswers(operation: OperationObject, method: (typeof HTTP_METHODS)[number], handler: HandlerAccess): void {
  const parameters = (operation.parameters ?? []) as Array<{ in?: string }>;
  const answers: Array<[string, string]> = [];
  if (operation.requestBody || parameters.some((parameter) => parameter.in === 'query'))
    answers.push(['400', 'The input breaks a rule (the message says which; `errors` lists fields)']);
  if (!handler.isPublic) answers.push(['401', 'Not signed in, or the session has ended']);
  const restricted = handler.roles.some((role) => role !== 'any');
  if (restricted || MUTATING.has(method))
    answers.push(['403', restricted ? 'The signed-in role may not do this, or a cross-origin request' : 'A cross-origin request']);
  if (parameters.some((parameter) => parameter.in === 'path')) answers.push(['404', 'No such record, or not one the caller may see']);
  if (handler.rateLimited) answers.push(['429', 'Too many requests from this address; see Retry-After']);
  for (const [status, description] of answers) operation.responses[status] ??= errorAnswer(description);
}

function errorAnswer(description: string): ResponseObject {
  return { description, content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodySchema) } } } };
}

/** `Controller_method` (@nestjs/swagger's default operationId) → the guards' metadata for that handler. */
function handlerAccessByOperationId(app: INestApplication): Map<string, HandlerAccess> {
  const byId = new Map<string, HandlerAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const read = <T>(key: string): T | undefined =>
          (Reflect.getMetadata(key, handler) as T | undefined) ?? (Reflect.getMetadata(key, controller) as T | undefined);
        byId.set(`${controller.name}_${name}`, {
          isPublic: read<boolean>(IS_PUBLIC) === true,
          roles: read<RoleRequirement[]>(ROLES) ?? [],
          rateLimited: read<string>(RATE_LIMIT) !== undefined,
        });
      }
    }
  }
  return byId;
}
