/**
 * What the log may say about a failure. Driver messages carry the SQL with its values (names,
 * e-mail addresses, personal numbers), so an error is logged by its class and code only: the
 * PostgreSQL SQLSTATE, or Node's or a library's error code.
 */
export interface ErrorSummary {
  class: string;
  code?: string;
  cause?: ErrorSummary;
}

const CODE = /^[A-Za-z0-9_]{1,64}$/;
const MAX_CAUSES = 3;

export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { class: typeof error };
  const summary: ErrorSummary = { class: error.constructor.name || 'Error' };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CODE.test(code)) summary.code = code;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    summary.cause = summarizeError(error.cause, depth + 1);
  return summary;
}

/** A call frame: `at` and a location, with no quotes (the SQL in a message quotes its values). */
const FRAME = /^\s+at [^'"]+$/;

/**
 * The call frames of an error's stack. The stack begins with the message, which may span lines;
 * when that beginning cannot be recognised, no stack is given rather than risk logging it.
 */
export function stackFrames(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.stack) return undefined;
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  if (!error.stack.startsWith(header)) return undefined;
  const frames = error.stack
    .slice(header.length)
    .split('\n')
    .filter((line) => FRAME.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}
