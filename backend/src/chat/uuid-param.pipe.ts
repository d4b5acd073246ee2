import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid in the path (lower-cased), else 400 naming the parameter. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (UUID.test(value)) return value.toLowerCase();
    throw ApiException.invalidData({ [metadata.data ?? 'uuid']: [{ key: 'validation.uuid' }] });
  }
}
