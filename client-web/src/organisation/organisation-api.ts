import { apiRequest } from '../api/api-request';
import { type CompanyUser, type CompanyUserPage, PAGE_SIZE } from '../services/services-api';

const part = encodeURIComponent;

/** The most pages the overview reads (10,000 members): beyond, it says how many it shows. */
const MAX_PAGES = 100;

/**
 * Every member of the company in the caller's scope (one unit's and those below it, when named):
 * GET /api/v1/companies/{company}/users page by page.
 */
export async function fetchAllMembers(
  company: string,
  unit?: string,
): Promise<{ members: CompanyUser[]; total: number }> {
  const members: CompanyUser[] = [];
  const unitFilter = unit === undefined ? '' : `&unit_uuid=${part(unit)}`;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await apiRequest<CompanyUserPage>(
      `/api/v1/companies/${part(company)}/users?per_page=${PAGE_SIZE}&page=${page}${unitFilter}`,
    );
    members.push(...answer.data);
    if (answer.data.length === 0 || members.length >= answer.total) {
      return { members, total: answer.total };
    }
  }
  return { members, total: members.length };
}
