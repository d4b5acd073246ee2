import { assertStorageKey, DocumentStorage, StoredDocumentMissingError } from './document-storage';
import { sha256Hex, signRequest, type SigningCredentials } from './aws-signature-v4';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Documents as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, …), addressed path-style
 * (`endpoint/bucket/key`) and signed with Signature Version 4 over Node's fetch.
 */
export class S3DocumentStorage extends DocumentStorage {
  private readonly credentials: SigningCredentials;

  constructor(
    private readonly settings: S3Settings,
    private readonly send: typeof fetch = fetch,
  ) {
    super();
    this.credentials = {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      region: settings.region,
      service: 's3',
    };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const response = await this.request('PUT', key, data, { 'content-type': contentType });
    await this.expectOk(response, 'PUT', key);
  }

  async get(key: string): Promise<Buffer> {
    const response = await this.request('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw new StoredDocumentMissingError(key);
    }
    await this.expectOk(response, 'GET', key, false);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return;
    }
    await this.expectOk(response, 'DELETE', key);
  }

  private request(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    assertStorageKey(key);
    const base = this.settings.endpoint.replace(/\/+$/, '');
    const url = new URL(`${base}/${this.settings.bucket}/${key}`);
    const headers = signRequest(
      { method, url, headers: extra, payloadHash: sha256Hex(body ?? '') },
      this.credentials,
      new Date(),
    );
    // fetch sets Host itself (and refuses to be told); the signature covers the same value.
    delete headers.host;
    return this.send(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  private async expectOk(
    response: Response,
    method: string,
    key: string,
    drain = true,
  ): Promise<void> {
    if (response.ok) {
      if (drain) await response.arrayBuffer();
      return;
    }
    const detail = (await response.text()).slice(0, 200);
    throw new Error(`S3 ${method} ${key} answered ${response.status}: ${detail}`);
  }
}
