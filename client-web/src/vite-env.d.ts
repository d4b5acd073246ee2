interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CONSOLE_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
  readonly VITE_FAQ_URL?: string;
  readonly VITE_SUPPORT_HIDDEN_COMPANY_UUID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
