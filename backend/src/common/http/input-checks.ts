import { HttpStatus } from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiException, type FieldErrors } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';

/** How deeply a JSON body may nest; the API's deepest form has a handful of levels. */
export const MAX_BODY_DEPTH = 32;

/** A request naming this many unreadable fields has said enough. */
const MAX_REPORTED_FIELDS = 20;

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

interface RequestInput {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

/** How many fields, list items and values one JSON body may hold (see environment.ts). */
export interface BodyBounds {
  /** Fields of any one object. */
  maxKeys: number;
  /** Items of any one list. */
  maxArrayLength: number;
  /** Values of the whole body, at every level (fields and list items). */
  maxValues: number;
  /**
   * Objects in the whole body (the body itself included): the validation pipe checks each object
   * in a list against its DTO class, some 50 µs apiece when every field is wrong.
   */
  maxObjects: number;
}

/** The bounds the environment's defaults give (tests and callers without an environment). */
export const DEFAULT_BODY_BOUNDS: BodyBounds = {
  maxKeys: 1000,
  maxArrayLength: 1000,
  maxValues: 3200,
  maxObjects: 300,
};

/**
 * Refuses, before guards, pipes and handlers, input that would otherwise fail deep inside with a
 * 500 or hold the event loop: a body nested deeper than MAX_BODY_DEPTH (the validation pipe
 * recurses through it) or larger than the bounds (the pipe's work grows with every value, and it
 * reports every unknown field), the NUL character (PostgreSQL refuses it in text) and lone UTF-16
 * surrogates (no text at all; validators that encode URIs throw on them), anywhere in the body,
 * the query string or the path.
 */
export function refuseUnreadableInput(
  app: NestFastifyApplication,
  bounds: BodyBounds = DEFAULT_BODY_BOUNDS,
): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', (request, _reply, done) => {
      try {
        checkRequestInput(request, bounds);
        done();
      } catch (error) {
        done(error as ApiException);
      }
    });
}

export function checkRequestInput(
  { body, query, params }: RequestInput,
  bounds: BodyBounds = DEFAULT_BODY_BOUNDS,
): void {
  refuseUnboundedBody(body, bounds);
  const errors = {
    ...unreadableText(ownFields(params)),
    ...unreadableText(ownFields(query)),
    ...unreadableText(body),
  };
  if (Object.keys(errors).length > 0) throw ApiException.invalidData(errors);
}

/**
 * One walk over a parsed body that stops at the first bound it passes, so its own work is bounded
 * too: at most maxValues values are visited, and no object's fields are listed before its size
 * is known to be within maxKeys (Object.keys of a huge object is the parser's cost, paid already).
 * Too deep answers 400 (as before); too many fields, items, values or objects 413.
 */
export function refuseUnboundedBody(body: unknown, bounds: BodyBounds): void {
  const pending: [unknown, number][] = [[body, 0]];
  let values = 0;
  let objects = 0;
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (!isContainer(current)) continue;
    if (depth + 1 > MAX_BODY_DEPTH) {
      throw ApiException.badRequest('error.bodyTooDeep', undefined, { max: MAX_BODY_DEPTH });
    }
    let children: unknown[];
    if (Array.isArray(current)) {
      if (current.length > bounds.maxArrayLength) {
        throw tooLarge('error.bodyArrayTooLong', bounds.maxArrayLength);
      }
      children = current;
    } else {
      objects += 1;
      if (objects > bounds.maxObjects)
        throw tooLarge('error.bodyTooManyObjects', bounds.maxObjects);
      const keys = Object.keys(current);
      if (keys.length > bounds.maxKeys) throw tooLarge('error.bodyTooManyKeys', bounds.maxKeys);
      children = keys.map((key) => current[key]);
    }
    values += children.length;
    if (values > bounds.maxValues) throw tooLarge('error.bodyTooManyValues', bounds.maxValues);
    for (const child of children) pending.push([child, depth + 1]);
  }
}

function tooLarge(key: MessageKey, max: number): ApiException {
  return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, { key, params: { max } });
}

/**
 * The fields of a value (a parsed body, query or path, or JSON read from a query parameter) whose
 * text or name holds a NUL or a lone surrogate, keyed by their path (`companies.0.name`).
 */
export function unreadableText(value: unknown, path = ''): FieldErrors {
  const errors: FieldErrors = {};
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0 && Object.keys(errors).length < MAX_REPORTED_FIELDS) {
    const [current, at] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      const key = textProblem(current);
      if (key) errors[at || 'body'] = [{ key }];
    } else if (isContainer(current)) {
      for (const [name, child] of Object.entries(current)) {
        const childPath = at ? `${at}.${readable(name)}` : readable(name);
        const key = textProblem(name);
        if (key) errors[childPath] = [{ key }];
        else pending.push([child, childPath]);
      }
    }
  }
  return errors;
}

export function textProblem(text: string): MessageKey | undefined {
  if (text.includes(NUL)) return 'validation.nulCharacter';
  if (LONE_SURROGATE.test(text)) return 'validation.loneSurrogate';
  return undefined;
}

/** Fastify's parsed query and path are objects of their own kind: their fields, plainly. */
function ownFields(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? { ...value } : value;
}

/** Arrays and plain objects (parsed JSON and query strings), not buffers or streams. */
function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A field name as it can be shown back: unreadable characters become U+FFFD. */
function readable(name: string): string {
  return name.replaceAll(NUL, '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * A body field that may be left out but, when sent, must pass its checks: unlike IsOptional, null
 * is checked too (and refused by a type check such as IsBoolean), so it never reaches a NOT NULL
 * column as a 500. For fields that may be cleared with null, use IsOptional.
 */
export const WhenSent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
