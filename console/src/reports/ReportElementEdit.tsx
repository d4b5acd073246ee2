import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Button,
  Form,
  Link,
  Loading,
  SaveButton,
  Title,
  Toolbar,
  useGetOne,
  useNotify,
  useParams,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type ConsolePermissions } from '../providers/access';
import { resourcePath } from '../routing/spec-paths';
import { EditingIn, useEditedLanguage, useLanguageSwitch, withLanguage } from './edit-language';
import { ElementFormFields } from './ElementFormFields';
import { fieldErrorsOf, messageOf, reportApi } from './report-api';
import {
  type EditableElementType,
  type ElementForm,
  elementBody,
  type ReportElementDetails,
  type ReportTemplateView,
} from './report-record';
import { useTestQuestions } from './useTestQuestions';
import { reportTemplates } from '.';

function formOf(details: ReportElementDetails): ElementForm & { id: number } {
  return {
    id: details.id,
    name: details.name ?? '',
    explanation_text: details.explanation_text,
    question_id: details.question_id,
    question_ids: details.question_ids,
    reference_type: details.reference_type,
    reference_template_id: details.reference_template_id,
  };
}

const ElementEditor = ({
  type,
  details,
  onSaved,
}: {
  type: EditableElementType;
  details: ReportElementDetails;
  onSaved: (details: ReportElementDetails) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useEditedLanguage();
  const { permissions } = usePermissions<ConsolePermissions>();
  const { data: template } = useGetOne<ReportTemplateView>('report-templates', {
    id: details.report_id,
  });
  const { choices } = useTestQuestions(template === undefined ? undefined : template.test_id);
  const path =
    permissions === undefined
      ? null
      : resourcePath(reportTemplates, permissions.role, 'edit', { id: details.report_id });
  const back = path === null ? null : withLanguage(path, locale);
  const save = async (values: ElementForm) => {
    const api = reportApi(locale);
    try {
      await api.updateElement(details.id, elementBody(type, values, locale));
      onSaved(await api.element(type, String(details.id)));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields !== null) return fields;
      notify(messageOf(error), { type: 'error' });
      return undefined;
    }
    notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    return undefined;
  };
  return (
    <Card>
      <CardContent>
        {back === null ? null : (
          <Button label="app.reports.back_to_report" component={Link} to={back}>
            <ArrowBackIcon />
          </Button>
        )}
        {template?.name ? (
          <Typography variant="subtitle1">
            {translate('app.reports.of_report', { name: template.name })}
          </Typography>
        ) : null}
        {details.fallback ? (
          <Alert severity="info">{translate('app.reports.fallback')}</Alert>
        ) : null}
        <Form key={details.id} record={formOf(details)} onSubmit={save} warnWhenUnsavedChanges>
          <ElementFormFields fixedType={type} questions={choices} />
          <Toolbar>
            <SaveButton />
          </Toolbar>
        </Form>
      </CardContent>
    </Card>
  );
};

/**
 * The editor of a single-question or combined-question element
 * (`/cc/reports/single-question/{id}/edit`): name, question(s), reference, explanation.
 */
export const ReportElementEdit = ({ type }: { type: EditableElementType }) => {
  const { id } = useParams();
  const { language: locale, actions } = useLanguageSwitch();
  const translate = useTranslate();
  const [details, setDetails] = useState<ReportElementDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (id === undefined) return undefined;
    let active = true;
    setDetails(null);
    reportApi(locale)
      .element(type, id)
      .then((answer) => active && setDetails(answer))
      .catch((error: unknown) => active && setFailure(messageOf(error)));
    return () => {
      active = false;
    };
  }, [id, locale, type]);
  const title = translate(`app.reports.element_types.${type}`);
  return (
    <EditingIn language={locale}>
      <Title title={title} />
      {actions}
      {failure !== null ? <Alert severity="error">{translate(failure)}</Alert> : null}
      {details === null && failure === null ? <Loading /> : null}
      {details === null ? null : (
        <ElementEditor
          key={`${details.id}-${details.language}-${locale}`}
          type={type}
          details={details}
          onSaved={setDetails}
        />
      )}
    </EditingIn>
  );
};

export const SingleQuestionEdit = () => <ReportElementEdit type="single_question" />;
export const CombinedQuestionEdit = () => <ReportElementEdit type="combined_question" />;
