import { Injectable } from '@nestjs/common';
import { RateLimiter, tooManyRequests } from 'src/common/http/rate-limit/rate-limiter';
import { userSubject } from 'src/common/http/rate-limit/rate-limit.decorator';
import { type MultipartForm } from './multipart/multipart-form';
import { type PendingUpload } from './multipart/pending-upload';

/**
 * The bytes one person may upload per day (RATE_LIMIT_UPLOAD_BYTES_PER_DAY, counted in Redis
 * across processes, by who uploads). Before a body is read, the most it can hold is set aside,
 * atomically, if it fits what is left (else 429, the body unread); once read, the count is
 * corrected to the bytes that arrived, whether the upload was then accepted or not.
 */
@Injectable()
export class UploadAllowance {
  constructor(private readonly limiter: RateLimiter) {}

  async read(uploaderUuid: string, upload: PendingUpload): Promise<MultipartForm> {
    const rule = this.limiter.rules.uploadBytes;
    const subject = userSubject(uploaderUuid);
    const reserved = upload.expectedBytes;
    const verdict = await this.limiter.reserve(rule, subject, reserved);
    if (!verdict.allowed) {
      throw tooManyRequests(verdict.retryAfterSeconds, {
        key: 'rateLimit.uploadQuota',
        params: { hours: Math.ceil(verdict.retryAfterSeconds / 3600) },
      });
    }
    try {
      return await upload.read();
    } finally {
      await this.limiter.adjust(rule, subject, upload.receivedBytes - reserved);
    }
  }
}
