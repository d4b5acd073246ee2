import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Login, useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import { LanguageSwitchButton } from '../i18n/LanguageSwitchButton';
import { type LoginParams } from '../providers/authProvider';
import { consoleEidLoginUrl, startConsoleEidLogin } from './eid-login';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'ra.auth.sign_in_error';
}

/**
 * Email and password login, and e-ID (required for the roles of REQUIRE_EID_FOR); react-admin's
 * Login frame sends logged-in users on to their home.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const emailMissing = attempted && email.trim() === '';
  const passwordMissing = attempted && password === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (email.trim() === '' || password === '') return;
    setSubmitting(true);
    const params: LoginParams = { email: email.trim(), password };
    void login(params).catch((error: unknown) => {
      setSubmitting(false);
      // The server's message is shown as is; translate() falls back to it as no key matches.
      const message = messageOf(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    });
  };

  return (
    <Login>
      <Box component="form" noValidate onSubmit={submit} sx={{ px: 3, pb: 3, maxWidth: 360 }}>
        <Typography variant="h4" component="h1" align="center">
          {translate('app.name')}
        </Typography>
        <Typography variant="subtitle1" align="center" color="text.secondary" gutterBottom>
          {translate('app.login.subtitle')}
        </Typography>
        <TextField
          label={translate('app.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          fullWidth
          margin="normal"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailMissing}
          helperText={emailMissing ? translate('ra.validation.required') : undefined}
        />
        <TextField
          label={translate('app.login.password')}
          type="password"
          autoComplete="current-password"
          fullWidth
          margin="normal"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordMissing}
          helperText={passwordMissing ? translate('ra.validation.required') : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 2 }}
        >
          {translate('app.login.submit')}
        </Button>
        <Button
          variant="outlined"
          fullWidth
          href={consoleEidLoginUrl(locale)}
          onClick={(event) => {
            // The login's result comes back to this tab only (login/eid-login.ts).
            event.preventDefault();
            void startConsoleEidLogin(locale);
          }}
          sx={{ mt: 2 }}
        >
          {translate('app.login.eid')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <LanguageSwitchButton />
        </Box>
      </Box>
    </Login>
  );
};
