import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../App';
import { fakeApi, WRONG_CREDENTIALS } from '../test/fake-api';

const ADMIN = { role: 'admin', firstName: 'Anna', lastName: 'Berg' };

async function logIn(
  email: string,
  password: string,
  labels = { email: 'E-post', password: 'Lösenord', submit: 'Logga in' },
) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), email);
  await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('login page', () => {
  it('is in Swedish by default', async () => {
    render(<App />);
    expect(await screen.findByLabelText('E-post')).toBeInTheDocument();
    expect(screen.getByLabelText('Lösenord')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sinnro' })).toBeInTheDocument();
    expect(screen.getByText('Konsol för administration och innehåll')).toBeInTheDocument();
  });

  it('switches every text to English and back', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'English' }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Console for administration and content')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-post')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByLabelText('E-post')).toBeInTheDocument();
  });

  it('shows the server message when the credentials are wrong', async () => {
    fakeApi(ADMIN);
    render(<App />);
    await logIn('anna@example.com', 'wrong');
    expect(await screen.findByText(WRONG_CREDENTIALS.sv)).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toBeInTheDocument();
  });

  it('shows the server message in English when the UI is English', async () => {
    fakeApi(ADMIN);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await logIn('anna@example.com', 'wrong', {
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
    });
    expect(await screen.findByText(WRONG_CREDENTIALS.en)).toBeInTheDocument();
  });

  it('asks for both fields before sending anything', async () => {
    const { fetchMock } = fakeApi(ADMIN);
    const user = userEvent.setup();
    render(<App />);
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    expect(screen.getAllByText('Obligatoriskt')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells a client to use the client app', async () => {
    fakeApi({ role: 'client', firstName: 'Klas', lastName: 'Lind' });
    render(<App />);
    await logIn('klas@example.com', 'secret');
    expect(await screen.findByText('Det här kontot använder klientappen')).toBeInTheDocument();
    expect(document.cookie).not.toContain('console_token=');
  });
});
