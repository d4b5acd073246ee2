import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { INSURANCE_FAILING_TEST_NUMBER, testCoverage } from 'src/insurance/insurance-test-people';

/** One request the stand-in received. */
export interface InsuranceRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

/** How the stand-in answers the next requests (a broken insurer, for the 502 tests). */
export type InsuranceBehaviour = 'normal' | 'malformed' | 'server-error' | 'slow';

/**
 * The insurer's coverage service as a real HTTP server on a free loopback port, speaking the
 * protocol of backend/src/insurance/http-insurance-provider.ts and answering from the table of
 * test numbers. Point INSURANCE_API_URL at `url` and the API goes through its real HTTP client.
 */
export class InsuranceStandIn {
  readonly requests: InsuranceRequest[] = [];
  behaviour: InsuranceBehaviour = 'normal';

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly apiKey: string | undefined,
  ) {}

  static async start(options: { apiKey?: string } = {}): Promise<InsuranceStandIn> {
    const holder: { standIn?: InsuranceStandIn } = {};
    const server = createServer((request, response) => {
      void holder.standIn?.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.standIn = new InsuranceStandIn(
      server,
      `http://127.0.0.1:${port}/insurer/v1`,
      options.apiKey,
    );
    return holder.standIn;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readJson(request);
    this.requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    if (request.method !== 'POST' || request.url !== '/insurer/v1/coverage-checks') {
      return send(response, 404, { error: 'not found' });
    }
    if (this.apiKey && request.headers.authorization !== `Bearer ${this.apiKey}`) {
      return send(response, 401, { error: 'unauthorized' });
    }
    const nationalId = (body as { national_id?: unknown } | undefined)?.national_id;
    if (typeof nationalId !== 'string') return send(response, 422, { error: 'national_id' });
    if (this.behaviour === 'slow') return; // never answers: the client's timeout must end it
    if (this.behaviour === 'server-error' || nationalId === INSURANCE_FAILING_TEST_NUMBER) {
      return send(response, 500, { error: 'internal' });
    }
    if (this.behaviour === 'malformed') return send(response, 200, { covered: 'perhaps' });
    const coverage = testCoverage(nationalId);
    send(response, 200, {
      covered: coverage.covered,
      insurer: coverage.insurer,
      valid_from: coverage.validFrom,
      valid_to: coverage.validTo,
    });
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
