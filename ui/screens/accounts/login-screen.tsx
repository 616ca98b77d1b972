import { Anchor, Button, Text } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Login, SecureStorage, STORAGE_KEYS } from 'matka-core/player';
import { PasswordField } from '../../components/password-field.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { AuthCard } from './auth-card.js';
import { MobileField } from './mobile-field.js';

/** Login (/login, and every protected route without a session). */
export function LoginScreen() {
  const text = useText();
  usePageTitle('login');
  const login = useService(Login);
  const storage = useService(SecureStorage);
  const busy = useObservableState(login.busy$, false);
  const [mobile, setMobile] = useState(() => storage.get<string>(STORAGE_KEYS.mobile, '') ?? '');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void login.run({ mobile, password });
  };

  return (
    <AuthCard title={text('enterNumber')}>
      <form onSubmit={submit} noValidate>
        <MobileField value={mobile} onChange={(e) => setMobile(e.currentTarget.value)} mb="sm" />
        <PasswordField
          label={text('password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="current-password"
          mb="xs"
        />
        <Anchor component={Link} to="/forgot" size="sm">
          {text('forgotPassword')}
        </Anchor>
        <Button type="submit" fullWidth mt="md" loading={busy}>
          {text('login')}
        </Button>
      </form>
      <Text ta="center" size="sm">
        {text('newHere')}{' '}
        <Anchor component={Link} to="/signup">
          {text('createAccount')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
