import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  CreateButton,
  Datagrid,
  downloadCSV,
  ExportButton,
  type Exporter,
  FunctionField,
  LinkBase,
  List,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useListContext,
  useLocaleState,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { csvDocument } from '@sinnro/web-session';
import { API_URL } from '../config';
import { type ConsolePermissions } from '../providers/access';
import { createHttpClient } from '../providers/http-client';
import { PageInPath } from '../routing/PageInPath';
import { resourcePath } from '../routing/spec-paths';
import { ConfirmDialog } from './ConfirmDialog';
import { programs } from './index';
import { errorMessage, type ProgramRow, stripMarkup } from './program-record';
import { useReferenceNames } from '../i18n/reference-names';

/** How long the section's spinner shows when the table reloads (specification, section 4). */
export const SECTION_SPINNER_MS = 1500;

/** The server answers at most this many rows a page. */
const MAX_PAGE = 100;

/**
 * The programs list (specification, "Programs list screen"): search on Enter, a paged sortable
 * table by name, bulk delete of the selected or of all matching programs after a confirmation, CSV
 * export. Admins see the subscription model; content creators the client default.
 */
export const ProgramList = () => {
  const translate = useTranslate();
  const names = useReferenceNames();
  const { permissions } = usePermissions<ConsolePermissions>();
  const role = permissions?.role ?? 'admin';
  const cc = role === 'cc';
  // Rows are selectable only for those who may delete them.
  const { canAccess: canDelete } = useCanAccess({ resource: 'programs', action: 'delete' });
  return (
    <List
      resource="programs"
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<ProgramListActions />}
      exporter={exportPrograms}
      empty={false}
      title={translate('resources.programs.name', { smart_count: 2 })}
    >
      <PageInPath />
      <SectionSpinner />
      <Datagrid
        bulkActionButtons={canDelete === true ? <ProgramBulkDelete /> : false}
        rowClick={false}
        empty={
          <Typography sx={{ p: 2 }} role="status">
            {translate('app.programs.no_data')}
          </Typography>
        }
      >
        <FunctionField<ProgramRow>
          source="name"
          render={(record) => (
            <Link
              component={LinkBase}
              to={resourcePath(programs, role, 'edit', { id: record.id }) ?? '#'}
            >
              {stripMarkup(record.name)}
            </Link>
          )}
        />
        <FunctionField<ProgramRow>
          source="modules"
          sortable={false}
          render={(record) => moduleNames(record)}
        />
        <FunctionField<ProgramRow>
          source="duration"
          label={cc ? 'resources.programs.fields.program_duration' : undefined}
          render={(record) => translate('app.programs.days', { smart_count: record.duration })}
        />
        {cc ? (
          <FunctionField<ProgramRow>
            source="default"
            label="resources.programs.fields.client_default"
            render={(record) => translate(record.default ? 'app.programs.yes' : 'app.programs.no')}
          />
        ) : (
          <FunctionField<ProgramRow>
            source="subscription_model_name"
            render={(record) => names.model(record.subscription_model_name)}
          />
        )}
      </Datagrid>
    </List>
  );
};

const moduleNames = (record: ProgramRow) =>
  record.modules.map((module) => stripMarkup(module.name)).join(', ');

const ProgramListActions = () => (
  <TopToolbar sx={{ alignItems: 'center', width: '100%' }}>
    <ProgramSearch />
    <Box sx={{ flex: 1 }} />
    <CreateButton label="app.programs.add" sx={{ color: 'primary.dark' }} />
    <ExportButton
      label="app.programs.export"
      maxResults={MAX_PAGE}
      sx={{ color: 'primary.dark' }}
    />
  </TopToolbar>
);

/** The search box: the keyword applies when Enter is pressed. */
const ProgramSearch = () => {
  const translate = useTranslate();
  const list = useListContext<ProgramRow>();
  const { setFilters } = list;
  const filterValues: unknown = list.filterValues;
  const current = isRecord(filterValues) ? filterValues.q : undefined;
  const [text, setText] = useState(typeof current === 'string' ? current : '');
  return (
    <TextField
      size="small"
      type="search"
      fullWidth={false}
      sx={{ width: 320, maxWidth: '100%' }}
      label={translate('app.programs.search')}
      helperText={translate('app.programs.search_hint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const keyword = text.trim();
        const next: Record<string, unknown> = {};
        if (isRecord(filterValues)) {
          for (const [key, value] of Object.entries(filterValues)) {
            if (key !== 'q') next[key] = value;
          }
        }
        if (keyword !== '') next.q = keyword;
        setFilters(next, undefined, false);
      }}
    />
  );
};

/** A spinner over the section while the table reloads, shown for at least 1500 ms. */
const SectionSpinner = () => {
  const translate = useTranslate();
  const { isFetching } = useListContext();
  const [shownSince, setShownSince] = useState<number | null>(null);
  useEffect(() => {
    if (isFetching) {
      setShownSince((since) => since ?? Date.now());
      return;
    }
    if (shownSince === null) return;
    const left = SECTION_SPINNER_MS - (Date.now() - shownSince);
    const timer = setTimeout(() => setShownSince(null), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [isFetching, shownSince]);
  if (shownSince === null) return null;
  return (
    <Box
      role="progressbar"
      aria-label={translate('app.programs.loading')}
      data-testid="section-spinner"
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    >
      <CircularProgress size={24} />
    </Box>
  );
};

/**
 * Delete (the selected rows) and delete all (every program matching the search), each after an
 * agree / disagree question; one DELETE /api/programs/{ids}.
 */
const ProgramBulkDelete = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [locale] = useLocaleState();
  const list = useListContext<ProgramRow>();
  const { selectedIds, total, sort } = list;
  const filterValues: unknown = list.filterValues;
  const unselectAll = useUnselectAll('programs');
  const [mode, setMode] = useState<'selected' | 'all' | null>(null);
  const [busy, setBusy] = useState(false);

  const allIds = async () => {
    const ids: (string | number)[] = [];
    for (let page = 1; ; page += 1) {
      const { data, total: count } = await dataProvider.getList<ProgramRow>('programs', {
        pagination: { page, perPage: MAX_PAGE },
        sort,
        filter: isRecord(filterValues) ? filterValues : {},
      });
      ids.push(...data.map((row) => row.id));
      if (data.length === 0 || ids.length >= (count ?? 0)) return ids;
    }
  };

  const remove = async (which: 'selected' | 'all') => {
    setBusy(true);
    try {
      const ids = which === 'all' ? await allIds() : selectedIds;
      if (ids.length === 0) {
        notify('app.programs.select_one', { type: 'warning' });
        return;
      }
      const http = createHttpClient(() => locale);
      const response = await http(`${API_URL}/api/programs/${ids.join(',')}`, {
        method: 'DELETE',
      });
      const body: unknown = response.json;
      const message =
        typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
      notify(typeof message === 'string' ? message : 'app.programs.deleted', { type: 'success' });
      unselectAll();
      refresh();
    } catch (error) {
      notify(deleteErrors(error) ?? errorMessage(error) ?? 'app.programs.delete_failed', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const count = mode === 'all' ? (total ?? 0) : selectedIds.length;
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        disabled={busy || selectedIds.length === 0}
        onClick={() => setMode('selected')}
      >
        {translate('app.programs.delete')}
      </Button>
      <Button
        color="error"
        startIcon={<DeleteSweepIcon />}
        disabled={busy}
        onClick={() => setMode('all')}
      >
        {translate('app.programs.delete_all')}
      </Button>
      <ConfirmDialog
        open={mode !== null}
        title={translate('app.programs.delete_title')}
        content={translate(
          mode === 'all' ? 'app.programs.delete_all_content' : 'app.programs.delete_content',
          { smart_count: count },
        )}
        agreeLabel={translate('app.programs.agree')}
        disagreeLabel={translate('app.programs.disagree')}
        onAgree={() => {
          const which = mode;
          setMode(null);
          if (which !== null) void remove(which);
        }}
        onDisagree={() => setMode(null)}
      />
    </>
  );
};

/** Each error of the response's errors map, lists joined (specification, section 8). */
function deleteErrors(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('body' in error)) return null;
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return null;
  const errors: unknown = body.errors;
  if (typeof errors !== 'object' || errors === null) return null;
  const texts = Object.values(errors).flatMap((value: unknown) =>
    Array.isArray(value) ? value.map(String) : [String(value)],
  );
  return texts.length > 0 ? texts.join(', ') : null;
}

/** CSV of the programs shown: name (markup stripped), modules, duration in days, model. */
const exportPrograms: Exporter<ProgramRow> = (records) => {
  const rows = records.map((record) => [
    String(record.id),
    stripMarkup(record.name),
    moduleNames(record),
    String(record.duration),
    record.subscription_model_name,
  ]);
  const header = ['id', 'name', 'modules', 'duration_days', 'subscription_model_name'];
  downloadCSV(csvDocument([header, ...rows]), 'programs');
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
