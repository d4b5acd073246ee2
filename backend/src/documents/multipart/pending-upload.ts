import { type Readable } from 'node:stream';
import { type MultipartForm, type MultipartHead, parseMultipart } from './multipart-form';

/**
 * A multipart body not read yet: the content-type parser hands this to the upload route instead
 * of the form, so the body is read only once the route has checked who is calling. A request that
 * is refused before then never has its body buffered (Node discards what still arrives).
 */
export class PendingUpload {
  private reading: Promise<MultipartForm> | undefined;

  constructor(
    private readonly head: MultipartHead,
    private readonly payload: Readable,
  ) {}

  /** Reads and parses the body (once; later calls share the first reading). */
  read(): Promise<MultipartForm> {
    this.reading ??= parseMultipart(this.head, this.payload);
    return this.reading;
  }
}
