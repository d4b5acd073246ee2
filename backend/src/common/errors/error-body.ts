import { HttpStatus } from '@nestjs/common';

/** The one error body every failure answers with (DESIGN.md section 3). */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string | string[]>;
}

/** The reason phrase of a status, e.g. 404 → "Not Found". */
export function reasonPhrase(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  if (!name) return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
