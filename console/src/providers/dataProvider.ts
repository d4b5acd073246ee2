import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider } from 'react-admin';
import { createHttpClient } from './http-client';

interface DataProviderOptions {
  apiUrl: string;
  getLocale: () => string;
}

/** The admin REST API; resources are registered as the backend gains their endpoints. */
export function createDataProvider({ apiUrl, getLocale }: DataProviderOptions): DataProvider {
  return simpleRestProvider(`${apiUrl}/api/admin`, createHttpClient(getLocale));
}
