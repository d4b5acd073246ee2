import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Form,
  Link,
  SaveButton,
  Toolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { useEditedLanguage, withLanguage } from './edit-language';
import { ElementFormFields } from './ElementFormFields';
import { fieldErrorsOf, messageOf, reportApi } from './report-api';
import {
  ELEMENT_EDITORS,
  type ElementForm,
  elementBody,
  isEditableElementType,
  type ReportElementView,
  type ReportTemplateView,
} from './report-record';
import { useTestQuestions } from './useTestQuestions';

/** The editor path of an element of the role: `/cc/reports/single-question/{id}/edit`. */
export function elementEditorPath(role: string, element: ReportElementView): string | null {
  if (!isEditableElementType(element.report_element_type)) return null;
  const prefix = role === 'cc' ? 'cc' : 'admin';
  return `/${prefix}/reports/${ELEMENT_EDITORS[element.report_element_type]}/${element.id}/edit`;
}

const NEW_ELEMENT = { report_element_type: 'single_question', reference_type: 'none' };

const AddElementDialog = ({
  template,
  onClose,
}: {
  template: ReportTemplateView;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useEditedLanguage();
  const { choices } = useTestQuestions(template.test_id);
  const save = async (values: ElementForm) => {
    const type = values.report_element_type ?? 'title';
    try {
      await reportApi(locale).createElement(template.id, {
        ...elementBody(type, values, locale),
        report_element_type: type,
      });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields !== null) return fields;
      notify(messageOf(error), { type: 'error' });
      return undefined;
    }
    notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
    refresh();
    onClose();
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="add-element-title">
      <DialogTitle id="add-element-title">{translate('app.reports.add_element')}</DialogTitle>
      <DialogContent>
        <Form
          onSubmit={save}
          // Its own record: the report template's (the surrounding record) must not fill it.
          record={NEW_ELEMENT}
        >
          <ElementFormFields questions={choices} />
          <Toolbar sx={{ gap: 1 }}>
            <SaveButton alwaysEnable label="app.reports.add_element_save" />
            <Button label="ra.action.cancel" onClick={onClose} />
          </Toolbar>
        </Form>
      </DialogContent>
    </Dialog>
  );
};

/**
 * A report template's elements in order: edit (single- and combined-question elements have
 * their own editor), move up or down, delete with confirmation, and add.
 */
export const ReportElements = () => {
  const template = useRecordContext<ReportTemplateView>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useEditedLanguage();
  const { permissions } = usePermissions<ConsolePermissions>();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ReportElementView | null>(null);
  if (template === undefined) return null;
  const elements = [...template.report_elements].sort((a, b) => a.position - b.position);
  const api = reportApi(locale);
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      notify(success, { type: 'success', messageArgs: { smart_count: 1 } });
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = elements.map((element) => element.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved);
    return run(() => api.orderElements(template.id, ids), 'ra.notification.updated');
  };
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {translate('app.reports.elements')}
        </Typography>
        <Button label="app.reports.add_element" onClick={() => setAdding(true)}>
          <AddIcon />
        </Button>
      </Stack>
      {elements.length === 0 ? (
        <Typography variant="body2">{translate('app.reports.no_elements')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('app.reports.elements')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.reports.element.name')}</TableCell>
                <TableCell>{translate('app.reports.element.type')}</TableCell>
                <TableCell>{translate('app.reports.element.reference_type')}</TableCell>
                <TableCell align="right">{translate('app.reports.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {elements.map((element, index) => {
                const path =
                  permissions === undefined ? null : elementEditorPath(permissions.role, element);
                const editor = path === null ? null : withLanguage(path, locale);
                const name = element.name ?? `#${element.id}`;
                return (
                  <TableRow key={element.id}>
                    <TableCell>
                      {editor === null ? name : <Link to={editor}>{name}</Link>}
                    </TableCell>
                    <TableCell>
                      {translate(`app.reports.element_types.${element.report_element_type}`)}
                    </TableCell>
                    <TableCell>
                      {translate(`app.reports.reference_types.${element.reference_type}`)}
                    </TableCell>
                    <TableCell align="right">
                      {editor === null ? null : (
                        <IconButton
                          component={Link}
                          to={editor}
                          aria-label={translate('app.reports.edit_element', { name })}
                        >
                          <EditIcon />
                        </IconButton>
                      )}
                      <IconButton
                        disabled={index === 0}
                        onClick={() => void move(index, -1)}
                        aria-label={translate('app.reports.move_up', { name })}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        disabled={index === elements.length - 1}
                        onClick={() => void move(index, 1)}
                        aria-label={translate('app.reports.move_down', { name })}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        onClick={() => setRemoving(element)}
                        aria-label={translate('app.reports.remove_element', { name })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding ? <AddElementDialog template={template} onClose={() => setAdding(false)} /> : null}
      <Confirm
        isOpen={removing !== null}
        title="app.reports.remove_element_title"
        content="app.reports.remove_element_content"
        translateOptions={{ name: removing?.name ?? '' }}
        confirm="app.reports.agree"
        cancel="app.reports.disagree"
        onConfirm={() => {
          const element = removing;
          setRemoving(null);
          if (element !== null) {
            void run(() => api.removeElement(element.id), 'ra.notification.deleted');
          }
        }}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
};
