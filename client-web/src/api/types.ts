export interface CurrentUser {
  id: number;
  uuid: string;
  email: string;
  role: string;
  role_name: string;
  roles: string[];
  permissions: string[];
  default_lang: 'sv' | 'en';
  white_label: string | null;
  profile: { id: number; first_name: string; last_name: string };
  companies: { uuid: string; name: string }[];
  company_units: { uuid: string; company_uuid: string; type: string }[];
  /** Present while an administrator acts as this user. */
  impersonation?: { original_user_id: string; impersonating_as_id: string } | null;
}

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: CurrentUser;
}

/** The body of every error answer from the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: Record<string, string | string[]>;
}
