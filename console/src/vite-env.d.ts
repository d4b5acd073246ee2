/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CLIENT_WEB_URL?: string;
  readonly VITE_IDLE_LOGOUT_MINUTES?: string;
}
