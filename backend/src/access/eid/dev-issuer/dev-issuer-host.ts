import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type FastifyInstance, type InjectOptions } from 'fastify';
import { type CustomFetchOptions, type FetchBody } from 'openid-client';
import { Environment } from 'src/config/environment';
import { DEV_ISSUER_PATH, type EidSettings, eidSettings } from '../eid-settings';
import { type NodeHandler } from './dev-issuer';

/**
 * Mounts the embedded development e-ID issuer under /dev-eid when no EID_ISSUER_URL is set and
 * NODE_ENV is not production (eidSettings refuses it there), and lets the relying party reach it
 * in-process.
 */
@Injectable()
export class DevIssuerHost implements OnModuleInit {
  private readonly logger = new Logger('DevEidIssuer');
  private readonly settings: EidSettings;
  private handler: Promise<NodeHandler> | undefined;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(Environment) environment: Environment,
  ) {
    this.settings = eidSettings(environment);
  }

  get mounted(): boolean {
    return this.settings.embedded;
  }

  onModuleInit(): void {
    if (!this.settings.embedded || !this.settings.issuerUrl) return;
    // A raw middleware (through @fastify/middie, which Nest's Fastify adapter registers), outside
    // Nest's router: the access guard and the route-coverage test do not see it. It is therefore
    // limited to /dev-eid, serves only the development issuer's own pages and endpoints, and is
    // never mounted in production.
    this.adapterHost.httpAdapter.use(
      DEV_ISSUER_PATH,
      (request: IncomingMessage, response: ServerResponse) =>
        this.issuer().then(
          (handle) => handle(request, response),
          (error: Error) => {
            this.logger.error(
              `The embedded e-ID issuer did not start: ${error.message}`,
              error.stack,
            );
            response.statusCode = 503;
            response.end();
          },
        ),
    );
    this.logger.warn(
      `Embedded development e-ID issuer at ${this.settings.issuerUrl}: it signs in any valid ` +
        'personal number. Set EID_ISSUER_URL to use a real e-ID provider.',
    );
  }

  /**
   * The issuer, built on the first request to it: building it (oidc-provider and its modules, an
   * RSA key) costs CPU that most starts (every API test file, a worker) never need. A failed build
   * is tried again on the next request.
   */
  private issuer(): Promise<NodeHandler> {
    this.handler ??= this.buildIssuer().catch((error: unknown) => {
      this.handler = undefined;
      throw error;
    });
    return this.handler;
  }

  private async buildIssuer(): Promise<NodeHandler> {
    // Loaded only here, so a production process never loads oidc-provider at all.
    const { createDevIssuer } = await import('./dev-issuer');
    const { issuerUrl } = this.settings;
    if (!issuerUrl) throw new Error('The embedded e-ID issuer has no address');
    return createDevIssuer({
      issuer: issuerUrl,
      mountPath: DEV_ISSUER_PATH,
      client: {
        id: this.settings.clientId,
        secret: this.settings.clientSecret,
        redirectUri: this.settings.redirectUri,
      },
      onServerError: (error) => this.logger.error(error.message, error.stack),
    });
  }

  /**
   * openid-client's fetch for the embedded issuer: the request is answered by this process
   * (Fastify's inject), so the API never has to reach its own public address over the network.
   */
  readonly fetch = async (url: string, options: CustomFetchOptions): Promise<Response> => {
    const target = new URL(url);
    const publicUrl = new URL(this.settings.apiPublicUrl);
    if (target.origin !== publicUrl.origin || !target.pathname.startsWith(`${DEV_ISSUER_PATH}/`)) {
      throw new Error('The embedded e-ID issuer only answers its own addresses');
    }
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const answer = await fastify.inject({
      method: options.method.toUpperCase() as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: {
        ...options.headers,
        host: publicUrl.host,
        'x-forwarded-proto': publicUrl.protocol.replace(/:$/, ''),
      },
      payload: requestBody(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

function requestBody(body: FetchBody): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new Error('Streamed request bodies are not used with the embedded e-ID issuer');
}
