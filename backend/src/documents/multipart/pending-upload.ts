import { type Readable } from 'node:stream';
import {
  type MultipartForm,
  type MultipartHead,
  MULTIPART_BODY_LIMIT,
  parseMultipart,
  type ReceivedBytes,
} from './multipart-form';

/**
 * A multipart body not read yet: the content-type parser hands this to the upload route instead
 * of the form, so the body is read only once the route has checked who is calling. A request that
 * is refused before then never has its body buffered (Node discards what still arrives).
 */
export class PendingUpload {
  private reading: Promise<MultipartForm> | undefined;
  private readonly received: ReceivedBytes = { bytes: 0 };

  constructor(
    private readonly head: MultipartHead,
    private readonly payload: Readable,
  ) {}

  /**
   * The most bytes reading can take: the declared length, else (a chunked body) the limit at
   * which reading stops.
   */
  get expectedBytes(): number {
    const declared = Number(this.head.contentLength);
    return Number.isSafeInteger(declared) && declared >= 0
      ? Math.min(declared, MULTIPART_BODY_LIMIT + 1)
      : MULTIPART_BODY_LIMIT + 1;
  }

  /** Bytes of the body received so far (all of them once read() has settled). */
  get receivedBytes(): number {
    return this.received.bytes;
  }

  /** Reads and parses the body (once; later calls share the first reading). */
  read(): Promise<MultipartForm> {
    this.reading ??= parseMultipart(this.head, this.payload, MULTIPART_BODY_LIMIT, this.received);
    return this.reading;
  }
}
