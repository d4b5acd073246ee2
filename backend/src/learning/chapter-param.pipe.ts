import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

/** `{chapter}` of an answer path: a chapter id, or 0 for an assessment's pages (no chapter). */
@Injectable()
export class ChapterParamPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^(0|[1-9]\d{0,9})$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(id) && id <= 2_147_483_647) return id;
    throw ApiException.invalidData({
      [metadata.data ?? 'chapter']: [{ key: 'validation.integer' }],
    });
  }
}
