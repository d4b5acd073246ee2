import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Locale } from '@sinnro/web-session';
import { useEffect, useMemo, useState } from 'react';
import {
  BooleanInput,
  Form,
  HttpError,
  Loading,
  Navigate,
  SelectArrayInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useLocaleState,
  useNavigate,
  useNotify,
  useParams,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { type FieldValues, useFormState, useWatch } from 'react-hook-form';

import { API_URL } from '../config';
import { type ConsolePermissions } from '../providers/access';
import { createHttpClient } from '../providers/http-client';
import { useApiList } from '../providers/useApiList';
import { resourcePath } from '../routing/spec-paths';
import { ConfirmDialog } from './ConfirmDialog';
import { programs } from './index';
import {
  addedItems,
  type DurationOption,
  EDITOR_LANGUAGES,
  EMPTY_PROGRAM,
  errorMessage,
  fieldErrors,
  formValues,
  type LoadedProgram,
  loadedProgram,
  type ModuleGroupOption,
  type ModuleOption,
  type ProgramFormValues,
  saveAnswer,
  SUBSCRIPTION_MODEL_TYPE,
  type SubscriptionModelOption,
} from './program-record';
import { SortableItems } from './SortableItems';
import { useReferenceNames } from '../i18n/reference-names';

type Variant = 'admin' | 'cc';

/** The add route: a new program. */
export const ProgramCreate = () => <ProgramEditorScreen id={null} />;

/** The edit route (`/admin/programs/edit/:id`, `/cc/programs/edit/:id`). */
export const ProgramEdit = () => {
  const { id } = useParams();
  const number = Number(id);
  return <ProgramEditorScreen id={Number.isInteger(number) && number > 0 ? number : -1} />;
};

/** The admin's editor, or the content creator's simpler one. */
const ProgramEditorScreen = ({ id }: { id: number | null }) => {
  const { permissions, isPending } = usePermissions<ConsolePermissions>();
  if (isPending || permissions === undefined) return <Loading />;
  const variant: Variant = permissions.role === 'cc' ? 'cc' : 'admin';
  return <ProgramEditor key={id ?? 'new'} id={id} variant={variant} role={permissions.role} />;
};

const nameValidation = [required('app.programs.name_required'), maxLength(300)];
const durationValidation = required('app.programs.duration_required');
const modelValidation = required('app.programs.subscription_model_required');

interface Question {
  openAll: boolean;
  answer: (distribute: boolean | null) => void;
}

/**
 * The program editor (specification, "Programs editor screen" and section 4). Reads the program
 * in the chosen language (GET /api/programs/{id}/{lang}; the content creator's
 * /api/program/{id}/edit/{lang}) and saves it (POST /api/programs → 201 → the new program's edit
 * page; PUT /api/programs/{id} → 200 → stays; the content creator's POST /api/program/create).
 */
const ProgramEditor = ({
  id,
  variant,
  role,
}: {
  id: number | null;
  variant: Variant;
  role: string;
}) => {
  const translate = useTranslate();
  const names = useReferenceNames();
  const notify = useNotify();
  const navigate = useNavigate();
  const [uiLocale] = useLocaleState();
  const http = useMemo(() => createHttpClient(() => uiLocale), [uiLocale]);
  const [language, setLanguage] = useState<Locale>('sv');
  const [loaded, setLoaded] = useState<LoadedProgram | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);

  const durations = useApiList<DurationOption>(`/api/durations/full-list/${language}`);
  const models = useApiList<SubscriptionModelOption>(
    `/api/v1/subscription-models/type/${SUBSCRIPTION_MODEL_TYPE}`,
  );
  const groups = useApiList<ModuleGroupOption>(`/api/programs/options/module-groups/${language}`);
  const moduleOptions = useApiList<ModuleOption>(
    `/api/programs/options/modules/${language}?type=module`,
  );
  const assessmentOptions = useApiList<ModuleOption>(
    `/api/programs/options/modules/${language}?type=assessment`,
  );

  useEffect(() => {
    if (id === null) return;
    let active = true;
    setLoaded(null);
    setLoadFailed(false);
    const path =
      variant === 'cc' ? `/api/program/${id}/edit/${language}` : `/api/programs/${id}/${language}`;
    http(`${API_URL}${path}`)
      .then((response) => {
        if (!active) return;
        const program = loadedProgram(response.json);
        if (program === null) setLoadFailed(true);
        else setLoaded(program);
      })
      .catch(() => {
        if (active) setLoadFailed(true);
      });
    return () => {
      active = false;
    };
  }, [id, language, variant, http]);

  const listPath = resourcePath(programs, role, 'list') ?? '/';
  if (createdId !== null) {
    return <Navigate to={resourcePath(programs, role, 'edit', { id: createdId }) ?? listPath} />;
  }
  if (id !== null && loadFailed) {
    return (
      <Typography role="alert" sx={{ m: 2 }}>
        {translate('app.programs.not_found')}
      </Typography>
    );
  }
  if (id !== null && loaded === null) return <Loading />;

  const initial: ProgramFormValues = loaded?.values ?? EMPTY_PROGRAM;

  const ask = (openAll: boolean) =>
    new Promise<boolean | null>((resolve) => setQuestion({ openAll, answer: resolve }));

  const submit = async (raw: FieldValues) => {
    const values = formValues(raw);
    // A locked (disabled) input is left out of the form's values: the program keeps its model.
    if (values.subscription_model_uuid === '') {
      values.subscription_model_uuid = initial.subscription_model_uuid;
    }
    let distribute = false;
    if (variant === 'admin' && id !== null && addedItems(initial.modules, values.modules).length) {
      const answer = await ask(values.open_all_modules);
      if (answer === null) return undefined;
      distribute = answer;
    }
    const { url, method, body } = saveRequest(
      variant,
      id,
      language,
      values,
      distribute,
      models.data,
    );
    try {
      const response = await http(`${API_URL}${url}`, { method, body: JSON.stringify(body) });
      const answer = saveAnswer(response.json);
      if (response.status === 201 && answer.id !== null && id === null) {
        notify(answer.message || 'app.programs.created', { type: 'success' });
        setCreatedId(answer.id);
        return undefined;
      }
      if (response.status === 200 || response.status === 201) {
        notify(answer.message || 'app.programs.saved', { type: 'success' });
        setLoaded({ values, fallbackName: null, named: values.name !== '' || !!loaded?.named });
        setVersion((current) => current + 1);
        return undefined;
      }
      notify(answer.message || 'app.programs.save_failed', { type: 'error' });
      return undefined;
    } catch (error) {
      notify(errorMessage(error) ?? 'app.programs.save_failed', { type: 'error' });
      return error instanceof HttpError ? (fieldErrors(error.body) ?? undefined) : undefined;
    }
  };

  const title = translate(id === null ? 'app.programs.title_create' : 'app.programs.title_edit');
  const modelLocked = id !== null && loaded?.named === true;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Form
            key={id === null ? `new-${version}` : `${language}-${version}`}
            defaultValues={initial}
            onSubmit={submit}
            mode="onChange"
            warnWhenUnsavedChanges
            noValidate
          >
            <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 720 }}>
              <LanguageSelect
                value={language}
                onChange={setLanguage}
                confirmWhenDirty={id !== null}
              />
              <TextInput
                source="name"
                resource="programs"
                validate={nameValidation}
                helperText={
                  loaded?.fallbackName
                    ? `${translate('app.programs.language_sv')}: ${loaded.fallbackName}`
                    : undefined
                }
                fullWidth
              />
              <SelectInput
                source="duration"
                resource="programs"
                choices={durations.data}
                optionValue="days"
                optionText="name"
                isPending={durations.isPending}
                validate={durationValidation}
              />
              {variant === 'admin' && (
                <>
                  <SelectInput
                    source="subscription_model_uuid"
                    resource="programs"
                    choices={models.data}
                    optionValue="uuid"
                    optionText={(option: SubscriptionModelOption) => names.model(option.name)}
                    isPending={models.isPending}
                    validate={modelLocked ? undefined : modelValidation}
                    disabled={modelLocked}
                    helperText={false}
                  />
                  {modelLocked && (
                    <Typography variant="caption" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
                      {translate('app.programs.model_locked')}
                    </Typography>
                  )}
                  <SelectArrayInput
                    source="content_permissions"
                    resource="programs"
                    choices={groups.data}
                    optionValue="value"
                    optionText="name"
                    isPending={groups.isPending}
                  />
                </>
              )}
              <BooleanInput source="default" resource="programs" />
              {variant === 'admin' && (
                <>
                  <BooleanInput source="open_all_modules" resource="programs" />
                  <BooleanInput source="is_treatment" resource="programs" />
                  <BooleanInput source="hide_in_digital_treatment" resource="programs" />
                </>
              )}
              <SortableItems
                source="modules"
                labels={{
                  title: 'app.programs.modules',
                  empty: 'app.programs.no_modules',
                  picker: 'app.programs.add_module',
                  removeTitle: 'app.programs.remove_module_title',
                  removeContent: 'app.programs.remove_module_content',
                }}
                options={moduleOptions.data}
                optionsPending={moduleOptions.isPending}
                required={variant === 'cc'}
              />
              {variant === 'admin' && (
                <SortableItems
                  source="assessments"
                  labels={{
                    title: 'app.programs.assessments',
                    empty: 'app.programs.no_assessments',
                    picker: 'app.programs.add_assessment',
                    removeTitle: 'app.programs.remove_assessment_title',
                    removeContent: 'app.programs.remove_assessment_content',
                  }}
                  options={assessmentOptions.data}
                  optionsPending={assessmentOptions.isPending}
                />
              )}
              <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
                <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(listPath)}>
                  {translate('app.programs.go_back')}
                </Button>
                <SaveProgramButton
                  label={id === null ? 'app.programs.create' : 'app.programs.save'}
                />
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={question !== null}
        title={translate('app.programs.distribute_title')}
        content={translate(
          question?.openAll ? 'app.programs.distribute_open' : 'app.programs.distribute_closed',
        )}
        agreeLabel={translate('app.programs.yes_distribute')}
        disagreeLabel={translate('app.programs.no_distribute')}
        onAgree={() => {
          question?.answer(true);
          setQuestion(null);
        }}
        onDisagree={() => {
          question?.answer(false);
          setQuestion(null);
        }}
        onDismiss={() => {
          question?.answer(null);
          setQuestion(null);
        }}
      />
    </Box>
  );
};

/**
 * The language of the texts edited. In edit mode a change reloads the program in that language,
 * so unsaved changes are confirmed first.
 */
const LanguageSelect = ({
  value,
  onChange,
  confirmWhenDirty,
}: {
  value: Locale;
  onChange: (language: Locale) => void;
  confirmWhenDirty: boolean;
}) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  const [pending, setPending] = useState<Locale | null>(null);
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('resources.programs.fields.language')}
        value={value}
        onChange={(event) => {
          const next = EDITOR_LANGUAGES.find((locale) => locale === event.target.value);
          if (next === undefined || next === value) return;
          if (confirmWhenDirty && isDirty) setPending(next);
          else onChange(next);
        }}
        fullWidth={false}
        sx={{ width: 240, mb: 2 }}
      >
        {EDITOR_LANGUAGES.map((locale) => (
          <MenuItem key={locale} value={locale}>
            {translate(`app.programs.language_${locale}`)}
          </MenuItem>
        ))}
      </TextField>
      <ConfirmDialog
        open={pending !== null}
        title={translate('resources.programs.fields.language')}
        content={translate('ra.message.unsaved_changes')}
        agreeLabel={translate('ra.action.confirm')}
        disagreeLabel={translate('ra.action.cancel')}
        onAgree={() => {
          if (pending !== null) onChange(pending);
          setPending(null);
        }}
        onDisagree={() => setPending(null)}
      />
    </>
  );
};

/** Disabled while the form is invalid or name or duration is empty; spins while saving. */
const SaveProgramButton = ({ label }: { label: string }) => {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  const name: unknown = useWatch({ name: 'name' });
  const duration: unknown = useWatch({ name: 'duration' });
  const empty =
    typeof name !== 'string' || name.trim() === '' || duration === null || duration === '';
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!isValid || empty || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
    >
      {translate(isSubmitting ? 'app.programs.saving' : label)}
    </Button>
  );
};

/** The request that saves the form: the admin's program API or the content creator's. */
function saveRequest(
  variant: Variant,
  id: number | null,
  language: Locale,
  values: ProgramFormValues,
  distribute: boolean,
  models: readonly SubscriptionModelOption[],
): { url: string; method: 'POST' | 'PUT'; body: Record<string, unknown> } {
  const moduleIds = values.modules.map((item) => item.id);
  if (variant === 'cc') {
    return {
      url: '/api/program/create',
      method: 'POST',
      body: {
        ...(id === null ? {} : { _id: id }),
        name: values.name,
        duration: values.duration,
        default: values.default,
        modules: moduleIds,
        language,
      },
    };
  }
  const model = models.find((option) => option.uuid === values.subscription_model_uuid);
  return {
    url: id === null ? '/api/programs' : `/api/programs/${id}`,
    method: id === null ? 'POST' : 'PUT',
    body: {
      name: values.name,
      duration: values.duration,
      subscription_model_uuid: values.subscription_model_uuid,
      subscription_model_name: model?.name,
      default: values.default,
      open_all_modules: values.open_all_modules,
      is_treatment: values.is_treatment,
      hide_in_digital_treatment: values.hide_in_digital_treatment,
      content_permissions: values.content_permissions,
      modules: moduleIds,
      assessments: values.assessments.map((item) => item.id),
      language,
      distribute_modules: distribute,
    },
  };
}
