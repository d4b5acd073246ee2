import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{subscription_model_uuid}` / `{uuid}` in the path: a uuid, else 400 naming the parameter. */
@Injectable()
export class SubscriptionReferencePipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (UUID.test(value)) return value.toLowerCase();
    throw ApiException.invalidData({ [metadata.data ?? 'uuid']: [{ key: 'validation.uuid' }] });
  }
}

/** `{id}` of a temporary subscription: its numeric id or a uuid, else 400. */
@Injectable()
export class TemporaryReferencePipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    if (UUID.test(value)) return value.toLowerCase();
    if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return value;
    throw ApiException.invalidData({ [metadata.data ?? 'id']: [{ key: 'validation.uuid' }] });
  }
}

/** `{numberOfDays}`: a whole number of days from 1 to 3650, else 400. */
@Injectable()
export class NumberOfDaysPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const days = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    if (days >= 1 && days <= 3650) return days;
    throw ApiException.invalidData({
      [metadata.data ?? 'numberOfDays']: [{ key: 'subscriptions.daysInvalid' }],
    });
  }
}
