import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'access:public';

/** Marks a route as open without login. Every other route needs a valid access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
