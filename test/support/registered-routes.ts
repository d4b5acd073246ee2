import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCESS_REQUIREMENT, type AccessRequirement } from 'src/access/access-requirements';

export interface RegisteredRoute {
  route: string;
  handler: string;
  requirement: AccessRequirement | undefined;
  /** The controller class and its method name, to read the handler's parameter metadata. */
  controller: new () => object;
  method: string;
}

/** Every controller route of the application with the access it declares. */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  const scanner = app.get(MetadataScanner);
  const routes: RegisteredRoute[] = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new () => object) | undefined;
    if (!controller) continue;
    const prototype = controller.prototype as Record<string, unknown>;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const requirement = (Reflect.getMetadata(ACCESS_REQUIREMENT, handler) ??
        Reflect.getMetadata(ACCESS_REQUIREMENT, controller)) as AccessRequirement | undefined;
      routes.push({
        route: `${method} ${join(base, path)}`,
        handler: `${controller.name}.${name}`,
        requirement,
        controller,
        method: name,
      });
    }
  }
  return routes;
}

function join(base: string, path: string): string {
  const joined = ['', base, path].map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean);
  return `/${joined.join('/')}`;
}
