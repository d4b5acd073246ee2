import { apiRequest } from './api-request';
import { type CurrentUser, type LoginCredentials, type LoginResponse } from './types';

export function loginWithPassword(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/client/login', { method: 'POST', body: credentials });
}

export function fetchCurrentUser(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/users/get-current-user-profile');
}
