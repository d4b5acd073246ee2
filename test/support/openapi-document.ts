/**
 * Checks of the OpenAPI document the API serves: that every operation describes its success
 * answer (what a generated client needs), and where two documents differ.
 */

export const REFRESH_COMMAND = 'npm run openapi';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON body with a schema that says something, or a file body (format: binary). */
function describesContent(content: unknown): boolean {
  if (!isRecord(content)) return false;
  const media = Object.values(content);
  return (
    media.length > 0 &&
    media.every(
      (item) => isRecord(item) && isRecord(item.schema) && Object.keys(item.schema).length > 0,
    )
  );
}

/**
 * A success answer is described by a 2xx response with a content schema, an explicit
 * 204 No Content, or a redirect (3xx) with a description.
 */
export function describesSuccess(responses: unknown): boolean {
  if (!isRecord(responses)) return false;
  return Object.entries(responses).some(([status, response]) => {
    if (!isRecord(response)) return false;
    if (status === '204') return true;
    if (/^3\d\d$/.test(status)) {
      return typeof response.description === 'string' && response.description !== '';
    }
    return /^2\d\d$/.test(status) && describesContent(response.content);
  });
}

/** `METHOD /path (operationId)` of every operation whose success answer is not described. */
export function operationsWithoutSuccessAnswer(document: unknown): string[] {
  if (!isRecord(document) || !isRecord(document.paths)) return ['the document has no paths'];
  const missing: string[] = [];
  for (const [route, item] of Object.entries(document.paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      if (describesSuccess(operation.responses)) continue;
      const id = typeof operation.operationId === 'string' ? operation.operationId : '?';
      missing.push(`${method.toUpperCase()} ${route} (${id})`);
    }
  }
  return missing;
}

/** Operations counted: all of them, and those whose success answer is described. */
export function operationCounts(document: unknown): { total: number; described: number } {
  let total = 0;
  if (isRecord(document) && isRecord(document.paths)) {
    for (const item of Object.values(document.paths)) {
      if (isRecord(item)) total += METHODS.filter((method) => isRecord(item[method])).length;
    }
  }
  return { total, described: total - operationsWithoutSuccessAnswer(document).length };
}

/** JSON pointers of the first places where two JSON values differ. */
export function differences(a: unknown, b: unknown, limit = 10, at = ''): string[] {
  if (Object.is(a, b)) return [];
  if (Array.isArray(a) && Array.isArray(b)) {
    const found: string[] = [];
    for (let index = 0; index < Math.max(a.length, b.length) && found.length < limit; index++) {
      found.push(...differences(a[index], b[index], limit - found.length, `${at}/${index}`));
    }
    return found;
  }
  if (isRecord(a) && isRecord(b)) {
    const found: string[] = [];
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      if (found.length >= limit) break;
      const pointer = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      found.push(...differences(a[key], b[key], limit - found.length, pointer));
    }
    return found;
  }
  return [at || '/'];
}
