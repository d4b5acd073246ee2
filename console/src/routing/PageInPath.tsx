import { useEffect, useRef } from 'react';
import { useListContext, useLocation, useNavigate, useParams } from 'react-admin';
import { useRoutePattern } from './route-pattern';

const PAGE_SEGMENT = '/:pageNo?';

function pageFromSegment(segment: string | undefined): number | null {
  return segment !== undefined && /^[1-9]\d*$/.test(segment) ? Number(segment) : null;
}

/**
 * Keeps a list's page in its path where the specification writes one
 * (`/admin/tests/list/{pageNo}`): arriving there opens that page, and the page shown otherwise
 * (paging, or the one react-admin kept from the last visit) is written into the path, so the
 * address can be shared and reloaded. Lists routed without `:pageNo?` are left alone.
 */
export const PageInPath = () => {
  const pattern = useRoutePattern();
  const { pageNo } = useParams();
  const { page, setPage } = useListContext();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const pagedPath = pattern?.endsWith(PAGE_SEGMENT) ?? false;
  const handledSegment = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!pagedPath) return;
    const named = pageFromSegment(pageNo);
    // A new segment (on arrival or by a link) names the page to open.
    if (pageNo !== handledSegment.current) {
      handledSegment.current = pageNo;
      if (named !== null && named !== page) {
        setPage(named);
        return;
      }
    }
    // Otherwise the list's page (paging, or the page react-admin kept) is written into the path.
    if ((named ?? 1) === page) return;
    const base = pageNo === undefined ? pathname : pathname.slice(0, pathname.lastIndexOf('/'));
    handledSegment.current = page > 1 ? String(page) : undefined;
    void navigate({ pathname: page > 1 ? `${base}/${page}` : base, search }, { replace: true });
  }, [pagedPath, pageNo, page, setPage, pathname, search, navigate]);

  return null;
};
