import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID = 2_147_483_647;

function invalid(metadata: ArgumentMetadata): ApiException {
  return ApiException.invalidData({
    [metadata.data ?? 'id']: [{ key: 'validation.integer' }],
  });
}

/** A numeric id in the path: a positive 32-bit integer, else 400 naming the parameter. */
@Injectable()
export class ContentIdPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalid(metadata);
    return id;
  }
}

/** A module in the path: its numeric id or its uuid. */
@Injectable()
export class ModuleRefPipe implements PipeTransform<string, number | string> {
  transform(value: string, metadata: ArgumentMetadata): number | string {
    if (UUID.test(value)) return value.toLowerCase();
    return new ContentIdPipe().transform(value, metadata);
  }
}
