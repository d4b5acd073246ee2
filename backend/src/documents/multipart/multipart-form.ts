import { HttpStatus } from '@nestjs/common';
import { type Readable } from 'node:stream';
import { ApiException } from 'src/common/errors/api-exception';
import { MAX_DOCUMENT_BYTES } from 'src/documents/file-checks/uploaded-file-check';

export interface UploadedFile {
  fieldName: string;
  /** As the client sent it: never used as a storage name, only (sanitised) for downloads. */
  fileName: string;
  data: Buffer;
}

/** A parsed multipart/form-data body: its text fields and its files. */
export class MultipartForm {
  constructor(
    readonly fields: ReadonlyMap<string, readonly string[]>,
    readonly files: readonly UploadedFile[],
  ) {}

  /** Every field name sent, text or file. */
  names(): string[] {
    return [...new Set([...this.fields.keys(), ...this.files.map((file) => file.fieldName)])];
  }
}

/**
 * Room for the multipart framing around one file of the maximum size: a file of 5 MB + 1 byte
 * still reaches the upload check (and gets the specification's message, 413), anything much
 * larger is cut off while it streams in, with the same message.
 */
export const MULTIPART_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;

function tooLarge(): ApiException {
  return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, { key: 'documents.fileTooLarge' });
}

function notValid(): ApiException {
  return ApiException.badRequest('documents.fileNotValid', {
    file: [{ key: 'documents.fileNotValid' }],
  });
}

/** Bytes of a body received so far (for the per-user upload allowance). */
export interface ReceivedBytes {
  bytes: number;
}

/** Collects the body up to the limit; beyond it, stops keeping data and refuses (413). */
function readLimited(payload: Readable, limit: number, received: ReceivedBytes): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      received.bytes += chunk.length;
      if (total <= limit) {
        chunks.push(chunk);
        return;
      }
      stop();
      payload.resume(); // let the rest drain unread, so the 413 answer can still be sent
      reject(tooLarge());
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    // The client went away before the end: there is no complete form to judge.
    const onClose = () => {
      stop();
      reject(notValid());
    };
    payload.on('data', onData);
    payload.once('end', onEnd);
    payload.once('close', onClose);
    payload.once('error', reject);
  });
}

/** What the multipart body needs besides its bytes: its content type and declared length. */
export interface MultipartHead {
  contentType: string;
  contentLength?: string;
}

/**
 * Parses multipart/form-data with the WHATWG FormData parser built into Node (undici), on a body
 * read with our own size limit. Buffering is bounded by MULTIPART_BODY_LIMIT.
 */
export async function parseMultipart(
  head: MultipartHead,
  payload: Readable,
  limit = MULTIPART_BODY_LIMIT,
  received: ReceivedBytes = { bytes: 0 },
): Promise<MultipartForm> {
  const declared = Number(head.contentLength);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const body = await readLimited(payload, limit, received);
  let parsed: FormData;
  try {
    parsed = await new Response(body, { headers: { 'content-type': head.contentType } }).formData();
  } catch {
    throw notValid();
  }
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  for (const [name, value] of parsed.entries()) {
    if (typeof value === 'string') {
      fields.set(name, [...(fields.get(name) ?? []), value]);
    } else {
      files.push({
        fieldName: name,
        fileName: value.name,
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
  }
  return new MultipartForm(fields, files);
}
