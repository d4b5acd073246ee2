interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_CONSOLE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
