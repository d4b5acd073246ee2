import { apiErrorFrom } from '../api/api-error';
import { apiRequest } from '../api/api-request';
import { API_URL } from '../api/config';
import { currentLocale } from '../i18n/i18n';
import { clientSession } from '../session/session-token';

/** Asks for a copy of the person's data; the link comes by mail once it is built. */
export function requestDataExport(userUuid: string): Promise<{ uuid: string; status: string }> {
  return apiRequest(`/api/v1/users/${encodeURIComponent(userUuid)}/data-exports`, {
    method: 'POST',
  });
}

/** The export's ZIP behind the mailed token (works once); an error status rejects with ApiError. */
export async function downloadDataExport(token: string): Promise<Blob> {
  const headers = new Headers({ 'Accept-Language': currentLocale() });
  const session = await clientSession.freshToken();
  if (session !== null) headers.set('Authorization', `Bearer ${session}`);
  const response = await fetch(`${API_URL}/api/v1/data-exports/${encodeURIComponent(token)}`, {
    headers,
  });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = null;
    }
    throw apiErrorFrom(response.status, response.statusText, body);
  }
  return response.blob();
}

/** Saves a blob under a file name through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
