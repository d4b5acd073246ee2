import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type DestinationStream } from 'pino';
import { type Options } from 'pino-http';
import { Environment } from 'src/config/environment';

/**
 * Structured JSON logs with the request id on every line of a request. Nothing personal is
 * logged: no headers, no bodies, and paths without their query string (it can hold a national id).
 * Lines go to standard output unless a destination is given (the API tests read the log so).
 */
@Module({})
export class LoggingModule {
  static forRoot(destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [Environment],
          useFactory: (environment: Environment) => {
            const options = pinoHttpOptions(environment);
            return { pinoHttp: destination ? [options, destination] : options };
          },
        }),
      ],
    };
  }
}

function pinoHttpOptions(environment: Environment): Options {
  return {
    level: environment.LOG_LEVEL,
    // Fastify assigns the id (see http-app.ts); pino-http reads it from the request.
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        path: request.url.split('?')[0],
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (request) => (request.url ?? '').startsWith('/api/health') },
  };
}
