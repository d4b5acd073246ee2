interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CONSOLE_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_SUPPORT_HIDDEN_COMPANY_UUID?: string;
  readonly VITE_STAFF_LOCK_MINUTES?: string;
  readonly VITE_STAFF_LOGOUT_MINUTES?: string;
  readonly VITE_CLIENT_LOCK_MINUTES?: string;
  readonly VITE_CLIENT_LOGOUT_MINUTES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
