import { Card, CardContent } from '@mui/material';
import {
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  TextInput,
  Title,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import {
  apiCall,
  failureText,
  fieldErrorsOf,
  type ManagedUser,
  type NewUserBody,
} from './console-api';
import { userPath } from './user-paths';
import { LANGUAGE_CHOICES, USER_RULES } from './user-validation';

interface NewUserForm {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  national_id?: string;
  default_lang?: 'sv' | 'en';
}

function bodyOf(form: NewUserForm): NewUserBody {
  return {
    first_name: form.first_name ?? '',
    last_name: form.last_name ?? '',
    email: form.email ?? '',
    phone: form.phone ?? '',
    national_id: form.national_id,
    default_lang: form.default_lang ?? 'sv',
  };
}

/**
 * /hc/users/add: the health coach creates a client (POST /api/users; no password, the
 * invitation or e-ID gives access) and continues on the new client's edit page.
 */
export const UserCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();

  const save = async (values: NewUserForm) => {
    try {
      const created = await apiCall<ManagedUser>('/api/users', {
        method: 'POST',
        body: bodyOf(values),
      });
      notify('app.users.created', { type: 'success' });
      redirect(userPath('hc', 'edit', { id: created.id }) ?? '/hc/users/list');
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      notify(failureText(error, 'app.users.errors.network'), { type: 'error' });
      return fields ?? undefined;
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.users.create_title')} />
      <CardContent>
        <SimpleForm
          onSubmit={save}
          defaultValues={{ default_lang: 'sv' }}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <TextInput
            source="first_name"
            label="resources.users.fields.first_name"
            validate={USER_RULES.first_name}
          />
          <TextInput
            source="last_name"
            label="resources.users.fields.last_name"
            validate={USER_RULES.last_name}
          />
          <TextInput
            source="email"
            label="resources.users.fields.email"
            type="email"
            validate={USER_RULES.email}
          />
          <TextInput
            source="phone"
            label="resources.users.fields.phone"
            validate={USER_RULES.phone}
          />
          <TextInput
            source="national_id"
            label="resources.users.fields.national_id"
            validate={USER_RULES.national_id_required}
          />
          <SelectInput
            source="default_lang"
            label="resources.users.fields.default_lang"
            choices={LANGUAGE_CHOICES}
          />
        </SimpleForm>
      </CardContent>
    </Card>
  );
};
