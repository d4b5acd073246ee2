import { type ApiSchemas, csvDocument } from '@sinnro/web-session';
import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { API_URL } from '../config';
import { createHttpClient } from '../providers/http-client';

export type CompanyUser = ApiSchemas['CompanyUserView'];
type CompanyUserPage = ApiSchemas['CompanyUserPage'];

function isUserPage(value: unknown): value is CompanyUserPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    Array.isArray(value.data) &&
    'total' in value &&
    typeof value.total === 'number'
  );
}

export interface CompanyUsersState {
  users: CompanyUser[];
  total: number;
  isPending: boolean;
  error: string | null;
}

/** One page of members; rejects with the server's message. */
export async function fetchCompanyUsers(
  locale: string,
  companyUuid: string,
  unitUuid: string | undefined,
  page: number,
  perPage: number,
): Promise<CompanyUserPage> {
  const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (unitUuid !== undefined) query.set('unit_uuid', unitUuid);
  const http = createHttpClient(() => locale);
  const { json } = await http(
    `${API_URL}/api/v1/companies/${encodeURIComponent(companyUuid)}/users?${query}`,
  );
  if (!isUserPage(json)) throw new Error('ra.notification.http_error');
  return json;
}

/** Every member (page by page, 100 at a time), for the CSV export. */
export async function fetchAllCompanyUsers(
  locale: string,
  companyUuid: string,
  unitUuid: string | undefined,
): Promise<CompanyUser[]> {
  const users: CompanyUser[] = [];
  for (let page = 1; page <= 1000; page += 1) {
    const answer = await fetchCompanyUsers(locale, companyUuid, unitUuid, page, 100);
    users.push(...answer.data);
    if (answer.data.length === 0 || users.length >= answer.total) break;
  }
  return users;
}

/**
 * A page of the company's members (GET /api/v1/companies/{company}/users, by name), of one unit
 * and the units below it when unitUuid is given.
 */
export function useCompanyUsers(
  companyUuid: string,
  unitUuid: string | undefined,
  page: number,
  perPage: number,
): CompanyUsersState {
  const [locale] = useLocaleState();
  const [state, setState] = useState<CompanyUsersState>({
    users: [],
    total: 0,
    isPending: true,
    error: null,
  });
  useEffect(() => {
    let active = true;
    setState((current) => ({ ...current, isPending: true }));
    fetchCompanyUsers(locale, companyUuid, unitUuid, page, perPage)
      .then((answer) => {
        if (active) {
          setState({ users: answer.data, total: answer.total, isPending: false, error: null });
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        setState({
          users: [],
          total: 0,
          isPending: false,
          error: error instanceof Error ? error.message : 'ra.notification.http_error',
        });
      });
    return () => {
      active = false;
    };
  }, [companyUuid, unitUuid, page, perPage, locale]);
  return state;
}

/** The members as CSV (a header row of the given labels, then one row per member). */
export function usersCsv(users: readonly CompanyUser[], headers: readonly string[]): string {
  const rows = users.map((user) => [
    user.first_name,
    user.last_name,
    user.email,
    user.role,
    user.company_role,
    user.units.map((unit) => unit.name).join(', '),
    user.services.map((service) => service.name).join(', '),
    user.credits?.available ?? '',
  ]);
  return csvDocument([headers, ...rows]);
}
