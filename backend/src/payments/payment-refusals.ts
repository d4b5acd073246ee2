import { HttpStatus } from '@nestjs/common';
import { ApiException } from 'src/common/errors/api-exception';

/** 409: the record has left `initiated` (its method and its payment are settled). */
export function notInitiated(status: string): ApiException {
  return new ApiException(HttpStatus.CONFLICT, {
    key: 'payments.notInitiated',
    params: { status },
  });
}
