import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { getMetadataStorage } from 'class-validator';
import { type RegisteredRoute, registeredRoutes } from './registered-routes';

/** What a route reads from the request, from its handler's parameters and their DTO classes. */
export interface RouteInputs {
  route: string;
  method: string;
  path: string;
  takesBody: boolean;
  /** Body fields that take free text (a string with no format or list of allowed values). */
  bodyText: string[];
  /** Every field the body's DTO class validates (empty for a body read whole or by name). */
  bodyFields: string[];
  /** The body's DTO class, when it has one. */
  bodyType?: new () => object;
  queryFields: string[];
  queryText: string[];
}

/** Constraints that leave a string free: any other (isIn, isEmail, matches…) narrows it. */
const FREE_TEXT_CONSTRAINTS = new Set([
  'isString',
  'maxLength',
  'minLength',
  'isNotEmpty',
  'isOptional',
  'isDefined',
]);

interface ArgMetadata {
  index: number;
  data?: unknown;
}

export function routeInputs(app: NestFastifyApplication): RouteInputs[] {
  return registeredRoutes(app).map(inputsOf);
}

function inputsOf(registered: RegisteredRoute): RouteInputs {
  const [method = '', path = ''] = registered.route.split(' ');
  const inputs: RouteInputs = {
    route: registered.route,
    method,
    path,
    takesBody: false,
    bodyText: [],
    bodyFields: [],
    queryFields: [],
    queryText: [],
  };
  const args = (Reflect.getMetadata(
    ROUTE_ARGS_METADATA,
    registered.controller,
    registered.method,
  ) ?? {}) as Record<string, ArgMetadata>;
  const types = (Reflect.getMetadata(
    'design:paramtypes',
    registered.controller.prototype as object,
    registered.method,
  ) ?? []) as unknown[];
  for (const [key, arg] of Object.entries(args)) {
    const fields = fieldsOf(arg, types[arg.index]);
    if (key.startsWith(`${RouteParamtypes.BODY}:`)) {
      inputs.takesBody = true;
      inputs.bodyText.push(...fields.text);
      if (typeof arg.data !== 'string') inputs.bodyFields.push(...fields.all);
      const type = types[arg.index];
      if (typeof arg.data !== 'string' && typeof type === 'function' && type !== Object) {
        inputs.bodyType = type as new () => object;
      }
    } else if (key.startsWith(`${RouteParamtypes.QUERY}:`)) {
      inputs.queryFields.push(...fields.all);
      inputs.queryText.push(...fields.text);
    }
  }
  return inputs;
}

/** The fields one parameter reads: the named one, or the properties its DTO class validates. */
function fieldsOf(arg: ArgMetadata, type: unknown): { all: string[]; text: string[] } {
  if (typeof arg.data === 'string') {
    return { all: [arg.data], text: type === String ? [arg.data] : [] };
  }
  if (typeof type !== 'function' || type === Object) return { all: [], text: [] };
  const constraints = new Map<string, Set<string>>();
  for (const metadata of getMetadataStorage().getTargetValidationMetadatas(type, '', true, false)) {
    const names = constraints.get(metadata.propertyName) ?? new Set<string>();
    if (metadata.name) names.add(metadata.name);
    constraints.set(metadata.propertyName, names);
  }
  const all = [...constraints.keys()];
  const text = all.filter((field) => {
    const names = [...(constraints.get(field) ?? [])];
    return names.includes('isString') && names.every((name) => FREE_TEXT_CONSTRAINTS.has(name));
  });
  return { all, text };
}
