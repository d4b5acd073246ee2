export const API_URL = import.meta.env.VITE_API_URL ?? 'http://localhost:3000';

/** The react-admin console, where administrators and content creators work. */
export const CONSOLE_URL = import.meta.env.VITE_CONSOLE_URL ?? 'http://localhost:5173';
