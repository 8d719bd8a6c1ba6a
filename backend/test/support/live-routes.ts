import type { INestApplication, Type } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';

const GLOBAL_PREFIX = 'api';

export interface LiveRoute {
  key: string;
  method: string;
  path: string;
}



type Handler = (...args: unknown[]) => unknown;

const asArray = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function joinPath(...parts: string[]): string {
  const joined = parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

/** Every route the running Nest app serves: controllers found by DiscoveryService, paths and methods by Reflector. */
export function discoverRoutes(app: INestApplication): LiveRoute[] {
  let discovery: DiscoveryService;
  try {
    discovery = app.get(DiscoveryService, { strict: false });
  } catch {
    discovery = new DiscoveryService(app.get(ModulesContainer));
  }
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes = new Map<string, LiveRoute>();

  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const controllerPaths = asArray(reflector.get<string | string[] | undefined>(PATH_METADATA, metatype as Type<unknown>));
    const prototype = Object.getPrototypeOf(instance) as Record<string, Handler>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const methodPaths = asArray(reflector.get<string | string[] | undefined>(PATH_METADATA, handler));
      const requestMethod = reflector.get<RequestMethod | undefined>(METHOD_METADATA, handler);
      if (!methodPaths.length || requestMethod === undefined) continue;
      const method = RequestMethod[requestMethod];
      for (const controllerPath of controllerPaths.length ? controllerPaths : ['/']) {
        for (const methodPath of methodPaths) {
          const path = joinPath(GLOBAL_PREFIX, controllerPath, methodPath);
          const key = `${method} ${path}`;
          routes.set(key, { key, method, path });
        }
      }
    }
  }
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}
