import { ApiException } from 'src/common/errors/api-exception';

/** `changePassiveStatus/{id}/{status}`: 1 marks passive, 0 active; anything else 400. */
export function passiveStatus(value: string): boolean {
  if (value === '1') return true;
  if (value === '0') return false;
  throw ApiException.badRequest('specialists.statusInvalid', {
    status: [{ key: 'specialists.statusInvalid' }],
  });
}
