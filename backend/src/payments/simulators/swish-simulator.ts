import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/** A payment request as the simulator holds it (Swish's fields). */
export interface SimulatedPaymentRequest {
  id: string;
  payeePaymentReference: string;
  paymentReference: string | null;
  callbackUrl: string;
  payerAlias: string | null;
  payeeAlias: string;
  amount: string;
  currency: string;
  message: string;
  status: 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED';
  dateCreated: string;
  datePaid: string | null;
  errorCode: string | null;
  errorMessage: string | null;
}

/** How the simulator answers (a broken Swish, for the "Third party API error" tests). */
export type SwishSimulatorBehaviour = 'normal' | 'server-error' | 'slow';

interface SwishError {
  errorCode: string;
  errorMessage: string;
  additionalInformation: string | null;
}

const PATH = /^\/swish-cpcapi\/api\/v2\/paymentrequests\/([^/?]+)$/;
const PAGE = /^\/swish-simulator\/paymentrequests\/([^/?]+)(\/(approve|decline))?$/;
const INSTRUCTION_ID = /^[0-9A-F]{32}$/;

/**
 * A local stand-in of the Swish Commerce API v2 payment requests, speaking the same HTTP as Swish
 * (plain http, no client certificate): `PUT /swish-cpcapi/api/v2/paymentrequests/{id}` validated
 * like Swish (201 with Location, 400/422 with a list of { errorCode, errorMessage }), `GET` of the
 * same path, and a page `/swish-simulator/paymentrequests/{id}` where a person approves
 * ("Godkänn": PAID) or declines ("Avböj": DECLINED); either posts Swish's callback to the
 * request's callbackUrl. Requests are kept in memory. Start it with `start()` (tests) or
 * `node backend/dist/payments/simulators/swish-simulator.js [port]` and point SWISH_BASE_URL at it.
 */
export class SwishSimulator {
  readonly requests = new Map<string, SimulatedPaymentRequest>();
  behaviour: SwishSimulatorBehaviour = 'normal';

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(port = 0, host = '127.0.0.1'): Promise<SwishSimulator> {
    const holder: { simulator?: SwishSimulator } = {};
    const server = createServer((request, response) => {
      void holder.simulator?.handle(request, response).catch(() => {
        response.statusCode = 500;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    const address = server.address() as AddressInfo;
    holder.simulator = new SwishSimulator(server, `http://${host}:${address.port}`);
    return holder.simulator;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Sets the request's outcome as the payer's app would, and posts the callback. */
  async settle(id: string, outcome: 'PAID' | 'DECLINED'): Promise<number> {
    const request = this.requests.get(id);
    if (!request) throw new Error(`No payment request ${id}`);
    if (request.status === 'CREATED') {
      request.status = outcome;
      if (outcome === 'PAID') {
        request.datePaid = new Date().toISOString();
        request.paymentReference = id.slice(0, 16);
      } else {
        request.errorCode = 'RF07';
        request.errorMessage = 'Transaction declined';
      }
    }
    return this.postCallback(request);
  }

  /** Posts the request's callback as Swish does (again, for the redelivery tests). */
  async postCallback(request: SimulatedPaymentRequest): Promise<number> {
    const response = await fetch(request.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const api = PATH.exec(url.pathname);
    if (api) return this.api(request, response, decodeURIComponent(api[1]));
    const page = PAGE.exec(url.pathname);
    if (page) return this.page(request, response, decodeURIComponent(page[1]), page[3]);
    send(response, 404, []);
  }

  private async api(request: IncomingMessage, response: ServerResponse, id: string) {
    if (this.behaviour === 'slow') return; // never answers: the client's timeout ends it
    if (this.behaviour === 'server-error') return send(response, 500, []);
    if (request.method === 'GET') {
      const found = this.requests.get(id);
      return found ? send(response, 200, found) : send(response, 404, []);
    }
    if (request.method !== 'PUT') return send(response, 405, []);
    const body = await readJson(request);
    if (!INSTRUCTION_ID.test(id)) {
      return send(response, 400, [
        error('RP03', 'The instruction id must be 32 hexadecimal upper-case characters'),
      ]);
    }
    if (this.requests.has(id))
      return send(response, 409, [error('RP09', 'The instruction id already exists')]);
    const errors = validate(body);
    if (errors.length > 0) return send(response, 422, errors);
    const fields = body as Record<string, string>;
    this.requests.set(id, {
      id,
      payeePaymentReference: fields.payeePaymentReference ?? '',
      paymentReference: null,
      callbackUrl: fields.callbackUrl,
      payerAlias: fields.payerAlias ?? null,
      payeeAlias: fields.payeeAlias,
      amount: fields.amount,
      currency: fields.currency,
      message: fields.message ?? '',
      status: 'CREATED',
      dateCreated: new Date().toISOString(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
    });
    response.setHeader('location', `${this.url}/swish-cpcapi/api/v2/paymentrequests/${id}`);
    response.statusCode = 201;
    response.end();
  }

  private async page(
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    action: string | undefined,
  ) {
    const found = this.requests.get(id);
    if (!found) return sendHtml(response, 404, '<p>Ingen sådan betalning.</p>');
    if (action && request.method === 'POST') {
      const delivered = await this.settle(id, action === 'approve' ? 'PAID' : 'DECLINED').catch(
        () => 0,
      );
      return sendHtml(
        response,
        200,
        `<p>Status: ${found.status}. Callback: ${delivered || 'inte levererad'}.</p>`,
      );
    }
    const kronor = escapeHtml(found.amount.replace('.', ','));
    sendHtml(
      response,
      200,
      `<h1>Swish</h1><p>${escapeHtml(found.message)}</p><p>${kronor} kr</p><p>Status: ${found.status}</p>` +
        (found.status === 'CREATED'
          ? `<form method="post" action="/swish-simulator/paymentrequests/${id}/approve"><button>Godkänn</button></form>` +
            `<form method="post" action="/swish-simulator/paymentrequests/${id}/decline"><button>Avböj</button></form>`
          : ''),
    );
  }
}

function error(errorCode: string, errorMessage: string): SwishError {
  return { errorCode, errorMessage, additionalInformation: null };
}

/** The checks Swish makes of a payment request (its error codes). */
function validate(body: unknown): SwishError[] {
  if (typeof body !== 'object' || body === null)
    return [error('PA02', 'Amount value is missing or not a valid number')];
  const fields = body as Record<string, unknown>;
  const errors: SwishError[] = [];
  if (typeof fields.callbackUrl !== 'string' || !/^https?:\/\//.test(fields.callbackUrl)) {
    errors.push(error('RP03', 'Callback URL is missing or does not use HTTPS'));
  }
  if (typeof fields.payeeAlias !== 'string' || fields.payeeAlias === '') {
    errors.push(error('PA01', 'Payee alias is missing or empty'));
  } else if (!/^\d{8,15}$/.test(fields.payeeAlias)) {
    errors.push(error('RP01', 'Missing Merchant Swish Number'));
  }
  if (
    typeof fields.amount !== 'string' ||
    !/^\d{1,10}\.\d{2}$/.test(fields.amount) ||
    Number(fields.amount) < 1
  ) {
    errors.push(error('PA02', 'Amount value is missing or not a valid number'));
  }
  if (fields.currency !== 'SEK') errors.push(error('AM03', 'Invalid or missing Currency'));
  if (
    fields.payeePaymentReference !== undefined &&
    (typeof fields.payeePaymentReference !== 'string' ||
      !/^[a-zA-Z0-9]{1,35}$/.test(fields.payeePaymentReference))
  ) {
    errors.push(error('FF08', 'Payment Reference is invalid'));
  }
  if (
    fields.message !== undefined &&
    (typeof fields.message !== 'string' || fields.message.length > 50)
  ) {
    errors.push(error('RP02', 'Wrong formatted message'));
  }
  if (
    fields.payerAlias !== undefined &&
    (typeof fields.payerAlias !== 'string' || !/^46\d{7,13}$/.test(fields.payerAlias))
  ) {
    errors.push(error('BE18', 'Payer alias is invalid'));
  }
  return errors;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

function sendHtml(response: ServerResponse, status: number, body: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end(
    `<!doctype html><html lang="sv"><meta charset="utf-8"><title>Swish-simulator</title><body>${body}</body></html>`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

// Standalone: node backend/dist/payments/simulators/swish-simulator.js [port]
if (require.main === module) {
  void SwishSimulator.start(Number(process.argv[2] ?? 8089)).then((simulator) => {
    process.stdout.write(`Swish simulator on ${simulator.url} (SWISH_BASE_URL)\n`);
  });
}
