import { useEffect, useRef } from 'react';
import { useLoad } from '../learning/use-load';
import { fetchReport, markReportViewed } from './reports-api';

/**
 * Loads one of the client's reports (in the interface language) and marks it viewed once it has
 * loaded (client/specialist spec, section 4: a report is marked viewed on load); `onViewed` hears
 * when the server has recorded it. A failed marking is silent.
 */
export function useReport(id: number, onViewed?: (id: number) => void) {
  const loaded = useLoad(() => fetchReport(id), [id]);
  const marked = useRef<number | null>(null);
  const heard = useRef(onViewed);
  heard.current = onViewed;
  const ready = loaded.state.status === 'ready';
  useEffect(() => {
    if (!ready || marked.current === id) return;
    marked.current = id;
    void markReportViewed(id).then((done) => {
      if (done) heard.current?.(id);
    });
  }, [ready, id]);
  return loaded;
}
