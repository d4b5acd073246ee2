import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { type DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { ChatIoAdapter } from './chat/chat-io-adapter';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { createValidationPipe } from './common/errors/validation-pipe';
import { refuseUnreadableInput } from './common/http/input-checks';
import { limitBodies } from './common/http/input-checks-body-limit';
import { limitRequests } from './common/http/rate-limit/request-limits';
import { useSecurityHeaders } from './common/http/security-headers';
import { type Environment } from './config/environment';
import { describeSuccessAnswers } from './openapi/success-answers';
import { requestIdFor } from './logging/request-id';

/** Headers the console and client-web read from cross-origin answers. */
const EXPOSED_HEADERS = ['Content-Range', 'X-Request-Id', 'Retry-After'];

/** The methods the API's routes use; a CORS preflight allows these (the default has no PUT). */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Builds the HTTP application exactly as production runs it (main.ts) and as the API tests
 * exercise it: Fastify, security headers, one error body, strict validation, CORS, OpenAPI,
 * shutdown hooks.
 */
export async function createHttpApp(
  environment: Environment,
  options: { logDestination?: DestinationStream } = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Routes that take long texts raise it (input-checks-body-limit.ts).
    bodyLimit: environment.BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the configured proxies; otherwise anyone could name
    // their own address and slip past the per-address login limit.
    trustProxy: environment.TRUSTED_PROXIES.length > 0 ? environment.TRUSTED_PROXIES : false,
    genReqId: requestIdFor,
  });
  await useSecurityHeaders(adapter, environment);
  limitBodies(adapter, {
    bodyLimitBytes: environment.BODY_LIMIT_BYTES,
    largeBodyLimitBytes: environment.LARGE_BODY_LIMIT_BYTES,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(environment, options.logDestination),
    adapter,
    {
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.useWebSocketAdapter(new ChatIoAdapter(app, environment, allowedOrigins(environment)));
  echoRequestId(app);
  limitRequests(app);
  app.useGlobalFilters(new AllExceptionsFilter());
  refuseUnreadableInput(app, {
    maxKeys: environment.BODY_MAX_KEYS,
    maxArrayLength: environment.BODY_MAX_ARRAY_LENGTH,
    maxValues: environment.BODY_MAX_VALUES,
    maxObjects: environment.BODY_MAX_OBJECTS,
  });
  app.useGlobalPipes(createValidationPipe());
  app.enableCors({
    origin: allowedOrigins(environment),
    credentials: true,
    methods: CORS_METHODS,
    exposedHeaders: EXPOSED_HEADERS,
  });
  if (apiDocsEnabled(environment)) setUpOpenApi(app);
  app.enableShutdownHooks();
  return app;
}

/** Every answer names its request id, so a user's report can be matched to the log lines. */
function echoRequestId(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
}

/** The configured front ends; in development also any loopback origin (ports vary there). */
function allowedOrigins(environment: Environment): (string | RegExp)[] {
  const configured = [
    new URL(environment.CONSOLE_URL).origin,
    new URL(environment.CLIENT_WEB_URL).origin,
  ];
  return environment.NODE_ENV === 'production'
    ? configured
    : [...configured, /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/];
}

/** The OpenAPI page is served when API_DOCS says so; unset, everywhere but in production. */
export function apiDocsEnabled(environment: Environment): boolean {
  return environment.API_DOCS === undefined
    ? environment.NODE_ENV !== 'production'
    : environment.API_DOCS === 'true';
}

function setUpOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Sinnro API')
    .setDescription(
      'The platform API. Errors always answer { statusCode, error, message, errors? } in the ' +
        "caller's language (Accept-Language sv or en; Swedish by default).",
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  // Success answers come from the controllers' return types (npm run openapi generates them).
  SwaggerModule.setup('api/docs', app, () =>
    describeSuccessAnswers(SwaggerModule.createDocument(app, config)),
  );
}
