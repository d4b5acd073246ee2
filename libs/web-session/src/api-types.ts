import { type components, type operations } from './api-types.generated';

/**
 * The API's views by their schema name in backend/openapi.json (api-types.generated.ts, written
 * by `npm run openapi`): use these instead of writing an answer's type by hand.
 */
export type ApiSchemas = components['schemas'];

/** What an operation (`Controller_method`) answers with this success status, as JSON. */
export type ApiAnswer<
  Operation extends keyof operations,
  Status extends keyof operations[Operation]['responses'] = 200 &
    keyof operations[Operation]['responses'],
> = operations[Operation]['responses'][Status] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;
