import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ConsoleSignIn, type OperatorText } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { ConsoleForm } from '../../components/console-form.js';
import { LanguagePicker } from '../../components/language-picker.js';

type Errors = Partial<Record<'username' | 'password' | 'totp', string>>;

/** Sign-in: Username and Password, then the authenticator's code when the server asks for it. */
export function SignInScreen() {
  const text = useConsoleText();
  const signIn = useService(ConsoleSignIn);
  const state = useConsoleSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [form, setForm] = useState({ username: '', password: '', totp: '' });
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<OperatorText | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  if (state.status === 'signed-in' && !busy) return <Navigate to={from} replace />;
  const ended = state.status === 'signed-out' ? state.message : undefined;
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: event.currentTarget.value }),
  });

  const submit = async () => {
    setBusy(true);
    const outcome = await signIn.run({ ...form, totp: step === 'totp' ? form.totp : undefined });
    setBusy(false);
    setErrors({});
    setNotice(undefined);
    if (outcome.ok && outcome.value.kind === 'totp') {
      setStep('totp');
      setNotice(outcome.value.message);
    } else if (outcome.ok) {
      navigate(from, { replace: true });
    } else if (outcome.failure.kind === 'invalid' && outcome.failure.field) {
      setErrors({ [outcome.failure.field]: text(outcome.failure.message) });
    } else {
      setNotice(outcome.failure.message);
    }
  };

  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" w={380} maw="100%">
        <ConsoleForm onSubmit={() => void submit()}>
          <Stack>
            <Title order={1} size="h3">
              {text('signInTitle')}
            </Title>
            {ended && !notice && (
              <Alert color="orange" role="status">
                {text(ended)}
              </Alert>
            )}
            {notice && (
              <Alert color={step === 'totp' ? 'blue' : 'red'} role="alert">
                {text(notice)}
              </Alert>
            )}
            <TextInput
              label={text('username')}
              autoComplete="username"
              disabled={step === 'totp'}
              {...field('username')}
            />
            <PasswordInput
              label={text('password')}
              autoComplete="current-password"
              disabled={step === 'totp'}
              {...field('password')}
            />
            {step === 'totp' && (
              <TextInput
                label={text('totpCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                data-autofocus
                {...field('totp')}
              />
            )}
            <Button type="submit" loading={busy}>
              {text(step === 'totp' ? 'verifyCode' : 'signIn')}
            </Button>
            {step === 'totp' && (
              <Button variant="subtle" size="xs" onClick={() => setStep('password')}>
                {text('startAgain')}
              </Button>
            )}
            <LanguagePicker />
          </Stack>
        </ConsoleForm>
      </Paper>
    </Center>
  );
}
