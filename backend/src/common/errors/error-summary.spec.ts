import {
  CheckConstraintViolationException,
  ConnectionException,
  DriverException,
} from '@mikro-orm/core';
import { stackFrames, summarizeError } from './error-summary';

const PERSONAL = ['anna@example.com', '199001011239', 'Anna', '0701234567'];

/** A driver error as MikroORM makes one: the SQL with its values, then PostgreSQL's message. */
function driverError<T extends DriverException>(
  Exception: new (previous: Error) => T,
  code: string,
): T {
  const previous = Object.assign(
    new Error(
      'update "users" set "first_name" = \'Anna\',\n  "phone" = \'0701234567\' where ' +
        '"email" = \'anna@example.com\' and "national_id" = \'199001011239\' - failed',
    ),
    { code, detail: 'Failing row contains (anna@example.com, 199001011239).' },
  );
  return new Exception(previous);
}

const leaked = (text: string) => PERSONAL.filter((value) => text.includes(value));

describe('summarizeError', () => {
  it('names the class and SQLSTATE of a database error, not its message or detail', () => {
    const error = driverError(CheckConstraintViolationException, '23514');
    const summary = summarizeError(error);
    expect(summary).toEqual({ class: 'CheckConstraintViolationException', code: '23514' });
    expect(leaked(JSON.stringify(summary))).toEqual([]);
  });

  it('names the causes by class and code too', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED anna@example.com'), {
      code: 'ECONNREFUSED',
    });
    expect(summarizeError(new Error('outer', { cause }))).toEqual({
      class: 'Error',
      cause: { class: 'Error', code: 'ECONNREFUSED' },
    });
  });

  it('leaves out a code that is not one (free text)', () => {
    const error = Object.assign(new Error('x'), { code: 'value anna@example.com' });
    expect(summarizeError(error)).toEqual({ class: 'Error' });
  });

  it('names only the type of a thrown value that is no error', () => {
    expect(summarizeError('anna@example.com')).toEqual({ class: 'string' });
    expect(summarizeError({ email: 'anna@example.com' })).toEqual({ class: 'object' });
  });
});

describe('stackFrames', () => {
  it('keeps the call frames and drops the message, even over several lines', () => {
    const error = driverError(ConnectionException, '08006');
    const frames = stackFrames(error) ?? '';
    expect(frames).toMatch(/^\s+at /);
    expect(frames.split('\n').every((line) => /^\s+at /.test(line))).toBe(true);
    expect(leaked(frames)).toEqual([]);
  });

  it('gives no stack when the message was changed after the stack was made', () => {
    const error = new Error('first');
    void error.stack;
    error.message = "select 'anna@example.com'";
    expect(stackFrames(error)).toBeUndefined();
  });

  it('gives no stack for a value that is no error', () => {
    expect(stackFrames('anna@example.com')).toBeUndefined();
  });
});
