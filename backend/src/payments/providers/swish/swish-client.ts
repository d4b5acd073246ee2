import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Agent, request as httpsRequest } from 'node:https';
import { Inject, Injectable } from '@nestjs/common';
import { Environment } from 'src/config/environment';

/** How long Swish may take to answer before the call fails (the record stays retryable). */
export const SWISH_TIMEOUT_MS = 10_000;

/** The statuses of a Swish payment request (Commerce API v2). */
export const SWISH_STATUSES = ['CREATED', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED'] as const;
export type SwishStatus = (typeof SWISH_STATUSES)[number];

/** The body of `PUT /swish-cpcapi/api/v2/paymentrequests/{instructionUUID}`. */
export interface SwishPaymentRequestBody {
  payeePaymentReference: string;
  callbackUrl: string;
  payeeAlias: string;
  amount: string;
  currency: 'SEK';
  message: string;
  payerAlias?: string;
}

/** A payment request as Swish answers it on retrieval. */
export interface SwishPaymentRequest {
  id: string;
  payeePaymentReference: string | null;
  status: SwishStatus;
  /** The amount in öre (Swish answers kronor, "1499.00" or 1499.00). */
  amountMinor: number;
  currency: string;
  datePaid: string | null;
  errorCode: string | null;
}

/** One entry of the list a 4xx answer of Swish carries. */
export interface SwishError {
  errorCode: string;
  errorMessage: string;
}

/** Swish refused the request (4xx with its list of errors): the request itself is wrong. */
export class SwishRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: SwishError[],
  ) {
    super(`Swish answered HTTP ${status}: ${errors.map((error) => error.errorCode).join(', ')}`);
    this.name = 'SwishRefusal';
  }
}

/** Swish could not be reached, timed out, answered 5xx or a malformed body: try again later. */
export class SwishUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SwishUnavailable';
  }
}

/** A new instruction id: 32 upper-case hexadecimal characters, as Swish asks. */
export function newInstructionId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** Öre as Swish's amount: "1499.00". */
export function swishAmount(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

const PATH = '/swish-cpcapi/api/v2/paymentrequests';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The Swish Commerce API v2 payment requests over HTTPS with the merchant's client certificate
 * (SWISH_CERT_PATH, SWISH_KEY_PATH, SWISH_CA_PATH), or over plain HTTP for the local simulator
 * when SWISH_BASE_URL is http:// and no certificate is configured. The base URL is configuration:
 * production https://cpc.getswish.net, Swish's test environment https://mss.cpc.getswish.net.
 */
@Injectable()
export class SwishClient {
  private agent: Agent | undefined;

  constructor(@Inject(Environment) private readonly environment: Environment) {}

  get configured(): boolean {
    return this.environment.SWISH_BASE_URL !== undefined;
  }

  /** Creates the payment request; the instruction id it was created under. */
  async create(instructionId: string, body: SwishPaymentRequestBody): Promise<void> {
    const answer = await this.send('PUT', `${PATH}/${instructionId}`, body);
    if (answer.status === 201) return;
    throw this.failure(answer);
  }

  /** Retrieves a payment request by its id: the status Swish holds, the only one acted on. */
  async retrieve(instructionId: string): Promise<SwishPaymentRequest> {
    const answer = await this.send('GET', `${PATH}/${encodeURIComponent(instructionId)}`);
    if (answer.status !== 200) throw this.failure(answer);
    return parsePaymentRequest(answer.body);
  }

  private failure(answer: Answer): Error {
    if (answer.status >= 400 && answer.status < 500) {
      return new SwishRefusal(answer.status, parseErrors(answer.body));
    }
    return new SwishUnavailable(`Swish answered HTTP ${answer.status}`);
  }

  private send(method: 'PUT' | 'GET', path: string, body?: unknown): Promise<Answer> {
    const base = this.environment.SWISH_BASE_URL;
    if (!base) return Promise.reject(new SwishUnavailable('SWISH_BASE_URL is not set'));
    const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const secure = url.protocol === 'https:';
    return new Promise<Answer>((resolve, reject) => {
      const options = {
        method,
        headers: {
          accept: 'application/json',
          ...(payload
            ? {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }
            : {}),
        },
        timeout: SWISH_TIMEOUT_MS,
        ...(secure ? { agent: this.tlsAgent() } : {}),
      };
      const call = (secure ? httpsRequest : httpRequest)(url, options, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error) =>
          reject(new SwishUnavailable(error.message, { cause: error })),
        );
      });
      call.on('timeout', () => call.destroy(new Error('Swish did not answer in time')));
      call.on('error', (error) =>
        reject(
          new SwishUnavailable(`Swish could not be reached: ${error.message}`, { cause: error }),
        ),
      );
      call.end(payload);
    });
  }

  /** The merchant certificate's agent (mutual TLS), built once; the default agent without one. */
  private tlsAgent(): Agent | undefined {
    const { SWISH_CERT_PATH: cert, SWISH_KEY_PATH: key, SWISH_CA_PATH: ca } = this.environment;
    if (!cert && !key && !ca) return undefined;
    this.agent ??= new Agent({
      keepAlive: true,
      ...(cert ? { cert: readFileSync(cert) } : {}),
      ...(key ? { key: readFileSync(key) } : {}),
      ...(ca ? { ca: readFileSync(ca) } : {}),
    });
    return this.agent;
  }
}

function parseErrors(text: string): SwishError[] {
  try {
    const body = JSON.parse(text) as unknown;
    if (!Array.isArray(body)) return [];
    return body
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item) => ({
        errorCode: typeof item.errorCode === 'string' ? item.errorCode : '',
        errorMessage: typeof item.errorMessage === 'string' ? item.errorMessage : '',
      }));
  } catch {
    return [];
  }
}

function parsePaymentRequest(text: string): SwishPaymentRequest {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    throw new SwishUnavailable('Swish answered a malformed body', { cause: error });
  }
  const status = body.status;
  if (
    typeof body.id !== 'string' ||
    !/^\d+(\.\d{1,2})?$/.test(String(body.amount)) ||
    !SWISH_STATUSES.includes(status as SwishStatus)
  ) {
    throw new SwishUnavailable('Swish answered a malformed payment request');
  }
  const text_ = (value: unknown): string | null => (typeof value === 'string' ? value : null);
  return {
    id: body.id,
    payeePaymentReference: text_(body.payeePaymentReference),
    status: status as SwishStatus,
    amountMinor: Math.round(Number(body.amount) * 100),
    currency: typeof body.currency === 'string' ? body.currency : '',
    datePaid: text_(body.datePaid),
    errorCode: text_(body.errorCode),
  };
}
