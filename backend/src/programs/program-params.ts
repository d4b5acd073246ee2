import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

/** A program id in the path: a positive whole number, else 400 naming the parameter. */
@Injectable()
export class ProgramIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
    const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
    if (Number.isSafeInteger(id) && id <= 2147483647) return id;
    throw ApiException.invalidData({ [metadata.data ?? 'id']: [{ key: 'validation.integer' }] });
  }
}

/** `1,2,3` in the path of the bulk delete: at most 500 ids. */
@Injectable()
export class ProgramIdsPipe implements PipeTransform<string, number[]> {
  transform(value: string): number[] {
    const parts = value.split(',').map((part) => part.trim());
    const ids = parts.map((part) => (/^[1-9]\d{0,9}$/.test(part) ? Number(part) : NaN));
    if (ids.length === 0 || ids.length > 500 || ids.some((id) => !(id <= 2147483647))) {
      throw ApiException.invalidData({ ids: [{ key: 'programs.idsInvalid' }] });
    }
    return [...new Set(ids)];
  }
}
