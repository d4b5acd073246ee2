export const API_URL = import.meta.env.VITE_API_URL ?? 'http://localhost:3000';

/** The react-admin console, where administrators and content creators work. */
export const CONSOLE_URL = import.meta.env.VITE_CONSOLE_URL ?? 'http://localhost:5173';

/** The external customer-support page of the client's "more" drawer. */
export const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL ?? 'https://www.sinnro.se/support';

/** The external FAQ for clinic therapists (their menu, with faq.read.[therapist]). */
export const FAQ_URL = import.meta.env.VITE_FAQ_URL ?? 'https://www.sinnro.se/faq';

/** The partner company whose users do not see the support link (none unless configured). */
export const SUPPORT_HIDDEN_COMPANY_UUID = import.meta.env.VITE_SUPPORT_HIDDEN_COMPANY_UUID ?? null;
