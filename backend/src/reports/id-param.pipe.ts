import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

/** A numeric id in the path: a positive integer, else 400 naming the parameter. */
@Injectable()
export class IdParamPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (Number.isSafeInteger(id) && id <= 2_147_483_647) return id;
    throw ApiException.invalidData({ [metadata.data ?? 'id']: [{ key: 'validation.integer' }] });
  }
}
