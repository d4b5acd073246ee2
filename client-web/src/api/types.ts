export type { CurrentUser, LoginResponse } from '@sinnro/web-session';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The body of every error answer from the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string | string[]>;
}
