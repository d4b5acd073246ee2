import { useEffect, useRef } from 'react';
import { useListContext, useLocation, useNavigate, useParams } from 'react-admin';
import { useRoutePattern } from './route-pattern';

const PAGE_SEGMENT = '/:pageNo?';

function pageFromSegment(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9]\d*$/.test(segment) ? Number(segment) : null;
}

/**
 * Keeps a list's page in its path where the specification writes one
 * (`/admin/tests/list/{pageNo}`): arriving there opens that page, and paging rewrites the path,
 * so the address can be shared and reloaded. Lists routed without `:pageNo?` are left alone.
 */
export const PageInPath = () => {
  const pattern = useRoutePattern();
  const { pageNo } = useParams();
  const { page, setPage } = useListContext();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pagedPath = pattern?.endsWith(PAGE_SEGMENT) ?? false;
  const handledSegment = useRef<string | undefined>(undefined);
  const shownPage = useRef(page);

  // The path named a page (on arrival or by a link): open it. Only a new segment counts, so
  // paging away from it is not undone.
  useEffect(() => {
    if (!pagedPath || pageNo === handledSegment.current) return;
    handledSegment.current = pageNo;
    const wanted = pageFromSegment(pageNo);
    if (wanted !== null && wanted !== page) setPage(wanted);
  }, [pagedPath, pageNo, page, setPage]);

  // The list went to another page: the path follows.
  useEffect(() => {
    if (!pagedPath || page === shownPage.current) return;
    shownPage.current = page;
    const base = pageNo === undefined ? pathname : pathname.slice(0, pathname.lastIndexOf('/'));
    const wanted = page > 1 ? `${base}/${page}` : base;
    if (wanted === pathname) return;
    handledSegment.current = page > 1 ? String(page) : undefined;
    void navigate({ pathname: wanted, search }, { replace: true });
  }, [pagedPath, page, pageNo, pathname, search, navigate]);

  return null;
};
