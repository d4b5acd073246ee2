import { useEffect, useRef } from 'react';
import { useListContext, useParams } from 'react-admin';

/** `/admin/reports/list/{pageNo}` opens that page of the list (once, on arrival). */
export const PageFromPath = () => {
  const { pageNo } = useParams();
  const { page, setPage } = useListContext();
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    const wanted = Number(pageNo);
    if (Number.isInteger(wanted) && wanted > 0 && wanted !== page) setPage(wanted);
  }, [pageNo, page, setPage]);
  return null;
};
