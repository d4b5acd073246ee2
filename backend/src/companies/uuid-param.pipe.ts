import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID = 2_147_483_647;

/** A company or unit named in a path by uuid, else 400 naming the parameter. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (UUID.test(value)) return value.toLowerCase();
    throw ApiException.invalidData({ [metadata.data ?? 'uuid']: [{ key: 'validation.uuid' }] });
  }
}

/** A company named by numeric id or uuid (`/api/v1/companies/{id}/{lang}`). */
export type CompanyReference = { id: number } | { uuid: string };

@Injectable()
export class CompanyReferencePipe implements PipeTransform<string, CompanyReference> {
  transform(value: string, metadata: ArgumentMetadata): CompanyReference {
    if (/^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_ID) return { id: Number(value) };
    if (UUID.test(value)) return { uuid: value.toLowerCase() };
    throw ApiException.invalidData({ [metadata.data ?? 'id']: [{ key: 'validation.invalid' }] });
  }
}
