import { ConnectionException, DriverException } from '@mikro-orm/core';
import { type ArgumentsHost, ConsoleLogger, Logger, type LoggerService } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

const PERSONAL = ['anna@example.com', '199001011239'];
const SQL =
  'select * from "users" where "email" = \'anna@example.com\' and "national_id" = \'199001011239\'';

/** Every argument the filter logs, serialized. */
function captureLog(): { text: () => string } {
  const lines: unknown[] = [];
  const keep = (...args: unknown[]) => void lines.push(args);
  const logger: LoggerService = { log: keep, error: keep, warn: keep, debug: keep, verbose: keep };
  Logger.overrideLogger(logger);
  return { text: () => JSON.stringify(lines) };
}

function answer(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const reply = {
    status: (status: number) => ((sent.status = status), reply),
    send: (body: unknown) => ((sent.body = body), reply),
    headers: () => reply,
  };
  const request = { id: 'req-0123456789', method: 'POST', url: '/client/login', headers: {} };
  const host = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

const driverError = (Exception: new (previous: Error) => DriverException, text: string) =>
  new Exception(new Error(`${SQL} - ${text}`));

describe('AllExceptionsFilter', () => {
  afterEach(() => {
    Logger.overrideLogger(new ConsoleLogger());
  });

  it('logs an unexpected database error by class, code and request id, without its SQL', () => {
    const log = captureLog();
    const error = Object.assign(driverError(DriverException, 'invalid message format'), {
      code: '08P01',
    });
    expect(answer(error).status).toBe(500);
    expect(log.text()).toContain('"requestId":"req-0123456789"');
    expect(log.text()).toContain('"class":"DriverException","code":"08P01"');
    expect(PERSONAL.filter((value) => log.text().includes(value))).toEqual([]);
  });

  it('warns of an unavailable database without the query it was running', () => {
    const log = captureLog();
    const error = driverError(ConnectionException, 'Connection terminated unexpectedly');
    expect(answer(error).status).toBe(503);
    expect(log.text()).toContain('Dependency unavailable');
    expect(log.text()).toContain('"class":"ConnectionException"');
    expect(PERSONAL.filter((value) => log.text().includes(value))).toEqual([]);
  });
});
