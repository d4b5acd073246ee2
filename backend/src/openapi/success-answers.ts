import {
  type OpenAPIObject,
  type ReferenceObject,
  type ResponsesObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { SUCCESS_ANSWERS } from './success-answers.generated';

/** What one route answers on success, read from its return type. */
export interface SuccessAnswer {
  status: number;
  /** The JSON body's schema. */
  json?: SchemaObject | ReferenceObject;
  /** A file body, in one of these media types (a StreamableFile). */
  file?: string[];
  /** No body (the method returns void). */
  empty?: true;
}

/**
 * Success answers by operation id (`Controller_method`) and the schemas they refer to, generated
 * by `npm run openapi` into success-answers.generated.ts.
 */
export interface SuccessAnswers {
  operations: Record<string, SuccessAnswer>;
  schemas: Record<string, SchemaObject>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

function hasSuccessContent(responses: ResponsesObject): boolean {
  return Object.entries(responses).some(
    ([status, response]) =>
      /^2/.test(status) && response !== undefined && 'content' in response && !!response.content,
  );
}

/**
 * Adds each route's success answer to the document where its decorators did not describe one.
 * Nest's default entry (200, or 201 for POST, without a body) gives way to the described status.
 */
export function describeSuccessAnswers(
  document: OpenAPIObject,
  answers: SuccessAnswers = SUCCESS_ANSWERS,
): OpenAPIObject {
  const schemas: Record<string, SchemaObject | ReferenceObject> = {
    ...answers.schemas,
    ...document.components?.schemas,
  };
  document.components = { ...document.components, schemas };
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      const answer = operation?.operationId ? answers.operations[operation.operationId] : undefined;
      if (!operation || !answer || hasSuccessContent(operation.responses)) continue;
      const status = String(answer.status);
      const previous = operation.responses[status];
      const description =
        previous && 'description' in previous && previous.description
          ? previous.description
          : answer.empty
            ? 'No content.'
            : 'Success.';
      for (const code of ['200', '201']) {
        const entry = operation.responses[code];
        if (code !== status && entry && !('content' in entry && entry.content)) {
          delete operation.responses[code];
        }
      }
      operation.responses[status] = answer.empty
        ? { description }
        : {
            description,
            content: answer.file
              ? Object.fromEntries(
                  answer.file.map((type) => [
                    type,
                    { schema: { type: 'string', format: 'binary' } },
                  ]),
                )
              : { 'application/json': { schema: answer.json ?? {} } },
          };
    }
  }
  return document;
}
