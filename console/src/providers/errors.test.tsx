import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Admin, Create, HttpError, Resource, SimpleForm, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import { ConsoleNotification, NOTIFICATION_DURATION_MS } from '../layout/ConsoleNotification';
import { jsonResponse } from '../test/fake-api';
import { createDataProvider } from './dataProvider';
import { consoleHttpError, ERROR_KEYS, submissionErrors } from './http-errors';

describe('request errors', () => {
  it('keep the server’s message and turn each field’s list of errors into one text', () => {
    const error = consoleHttpError(
      new HttpError('De angivna uppgifterna är ogiltiga', 400, {
        statusCode: 400,
        message: 'De angivna uppgifterna är ogiltiga',
        errors: { email: ['Ogiltig e-post'], 'address.city': ['Ort krävs', 'För kort'] },
      }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'De angivna uppgifterna är ogiltiga',
      status: 400,
      body: { errors: { email: 'Ogiltig e-post', 'address.city': 'Ort krävs För kort' } },
    });
    expect(submissionErrors({ errors: {} })).toBeNull();
  });

  it('say "Access denied" for a 403 without a message, and keep a 403’s own message', () => {
    expect(consoleHttpError(new HttpError('Forbidden', 403, { statusCode: 403 }))).toMatchObject({
      message: ERROR_KEYS.accessDenied,
      status: 403,
    });
    expect(
      consoleHttpError(new HttpError('x', 403, { statusCode: 403, message: 'Åtkomst nekad' })),
    ).toMatchObject({ message: 'Åtkomst nekad' });
  });

  it('say "Something went wrong" when the network fails or the answer is not the API’s', () => {
    expect(consoleHttpError(new TypeError('Failed to fetch'))).toMatchObject({
      message: ERROR_KEYS.somethingWentWrong,
      status: 0,
    });
    expect(consoleHttpError(new HttpError('Bad Gateway', 502, null))).toMatchObject({
      message: ERROR_KEYS.somethingWentWrong,
      status: 502,
    });
  });
});

const ThingCreate = () => (
  <Create>
    <SimpleForm>
      <TextInput source="name" label="Namn" />
      <TextInput source="email" label="E-post" />
    </SimpleForm>
  </Create>
);

/** A react-admin app with the console's data provider, languages and toasts, at /things/create. */
async function renderForm(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  window.location.hash = '#/things/create';
  const i18nProvider = await createI18nProvider('sv');
  const dataProvider = createDataProvider({
    apiUrl: 'http://api.test',
    getLocale: () => i18nProvider.getLocale(),
  });
  render(
    <Admin
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      notification={ConsoleNotification}
      disableTelemetry
    >
      <Resource name="things" create={ThingCreate} />
    </Admin>,
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Namn', {}, { timeout: 10_000 }), 'Anna');
  await user.type(screen.getByLabelText('E-post'), 'anna@');
  await user.click(screen.getByRole('button', { name: 'Spara' }));
  return user;
}

describe('a form whose save fails', () => {
  it('shows the errors map of a 400 under each input', async () => {
    await renderForm(() =>
      Promise.resolve(
        jsonResponse(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'De angivna uppgifterna är ogiltiga',
          errors: { email: ['Ogiltig e-post'], name: ['Namnet finns redan', 'Välj ett annat'] },
        }),
      ),
    );
    expect(await screen.findByText('Ogiltig e-post')).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toHaveAccessibleDescription('Ogiltig e-post');
    expect(screen.getByLabelText('Namn')).toHaveAccessibleDescription(
      'Namnet finns redan Välj ett annat',
    );
    expect(screen.getByLabelText('E-post')).toHaveValue('anna@');
  });

  it('says "Något gick fel" when the network fails, keeping what was typed', async () => {
    await renderForm(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Något gick fel')).toBeInTheDocument();
    expect(screen.getByLabelText('Namn')).toHaveValue('Anna');
    expect(screen.getByLabelText('E-post')).toHaveValue('anna@');
  });

  it('says "Åtkomst nekad" on a 403, in a toast that lasts 5000 ms', async () => {
    await renderForm(() =>
      Promise.resolve(jsonResponse(403, { statusCode: 403, error: 'Forbidden' })),
    );
    const toast = await screen.findByText('Åtkomst nekad');
    const shownAt = Date.now();
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(toast).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Åtkomst nekad')).toBeNull(), {
      timeout: 4000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
  });
});
