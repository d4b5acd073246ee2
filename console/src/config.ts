/** Base URL of the Sinnro API; set VITE_API_URL when building or starting the dev server. */
export const API_URL = import.meta.env.VITE_API_URL ?? 'http://localhost:3000';

/** The product name is the same in every language. */
export const PRODUCT_NAME = 'Sinnro';

/** client-web, where an impersonation continues; set VITE_CLIENT_WEB_URL. */
export const CLIENT_WEB_URL = import.meta.env.VITE_CLIENT_WEB_URL ?? 'http://localhost:5174';
