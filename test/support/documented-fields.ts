import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The OpenAPI document committed beside the backend (npm run openapi writes it). */
const DOCUMENT = path.join(__dirname, '../../backend/openapi.json');

/** A field's schema as the document states it (the parts a hostile value is made from). */
export interface FieldSchema {
  type?: string;
  format?: string;
  maxLength?: number;
  maxItems?: number;
  enum?: unknown[];
  items?: FieldSchema;
  $ref?: string;
}

export interface DocumentedBody {
  /** `METHOD /path/:param`, as the registered routes name it. */
  route: string;
  fields: { name: string; schema: FieldSchema }[];
}

interface Document {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: FieldSchema }> } }>
  >;
  components: { schemas: Record<string, { properties?: Record<string, FieldSchema> }> };
}

/** Every operation's JSON request body fields, from the committed OpenAPI document. */
export function documentedBodies(): DocumentedBody[] {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Document;
  const resolve = (schema: FieldSchema | undefined) =>
    schema?.$ref ? document.components.schemas[schema.$ref.split('/').pop() ?? ''] : schema;
  const bodies: DocumentedBody[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const schema = resolve(operation.requestBody?.content?.['application/json']?.schema) as
        { properties?: Record<string, FieldSchema> } | undefined;
      const properties = schema?.properties ?? {};
      if (Object.keys(properties).length === 0) continue;
      bodies.push({
        route: `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`,
        fields: Object.entries(properties).map(([name, field]) => ({
          name,
          schema: (resolve(field) as FieldSchema | undefined) ?? field,
        })),
      });
    }
  }
  return bodies;
}

/** A value of the wrong JSON type for a field. */
export function wrongType(schema: FieldSchema): unknown {
  switch (schema.type ?? '') {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return 'x';
    default:
      return ['x'];
  }
}

/**
 * A value just past a field's size, or far past any column's when it states none: one character
 * over maxLength (else 30,000, within the body limit), an integer past PostgreSQL's bigint, a list
 * one item over maxItems (else 1000 items). Undefined for fields with no size (booleans, objects).
 */
export function oversized(schema: FieldSchema): unknown {
  switch (schema.type ?? '') {
    case 'string':
      return 'x'.repeat(Math.min((schema.maxLength ?? 30_000) + 1, 30_001));
    case 'integer':
    case 'number':
      return 1e20;
    case 'array': {
      const items = Math.min((schema.maxItems ?? 999) + 1, 1000);
      const item = schema.items?.type === 'string' ? 'x' : 1;
      return Array.from({ length: items }, () => item);
    }
    default:
      return undefined;
  }
}
