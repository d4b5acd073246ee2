import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';
import { type MessageKey } from 'src/common/i18n/messages';

/** A user named in a path: by numeric id or by uuid. */
export type UserReference = { id: number } | { uuid: string };

const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function numericId(value: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

function invalid(metadata: ArgumentMetadata, key: MessageKey): ApiException {
  return ApiException.invalidData({ [metadata.data ?? 'id']: [{ key }] });
}

/** `/users/{id}/...`: a positive whole number, else 400. */
@Injectable()
export class UserIdPipe implements PipeTransform<string, { id: number }> {
  transform(value: string, metadata: ArgumentMetadata): { id: number } {
    const id = numericId(value);
    if (id === null) throw invalid(metadata, 'validation.integer');
    return { id };
  }
}

/** `/v1/users/{id}/formatted`: a numeric id or a uuid, else 400. */
@Injectable()
export class UserReferencePipe implements PipeTransform<string, UserReference> {
  transform(value: string, metadata: ArgumentMetadata): UserReference {
    const id = numericId(value);
    if (id !== null) return { id };
    if (UUID.test(value)) return { uuid: value.toLowerCase() };
    throw invalid(metadata, 'users.idInvalid');
  }
}
