// /account: the signed-in person's own account, in every app that has an account menu. Name,
// password and address changes, signing out everywhere, deleting the account. Firebase Auth
// re-authenticates password and address changes with the current password, in place.
import { isSharedOnlyUser, needsSecondFactor, paths } from '@assay/auth';
import { DISPLAY_NAME_MAX, EMAIL_MAX } from '@assay/domain/account/limits';
import { useSession } from '@assay/auth/react';
import { toAppError, useClient } from '@assay/client';
import { m } from '@assay/messages';
import {
  Banner,
  Button,
  Card,
  ConfirmDialog,
  Inline,
  PageHeader,
  Stack,
  TextField,
  useToast,
} from '@assay/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteAccount, useSignOutEverywhere, useUpdateAccountProfile } from './api.ts';
import { emailRules, firstFailure, passwordRules } from './credential-rules.ts';
import { useSecondFactorGate } from './second-factor-gate.tsx';
import { TwoStepCard } from './two-step-card.tsx';

export function AccountPage() {
  const { session } = useSession();
  const { authActions } = useClient();
  if (!session) return null;
  const email = session.email ?? '';
  const hasPassword = authActions.hasPassword();
  // A shared user (of one tenant, in the portal) has no colleagues and no organisation to leave.
  const shared = isSharedOnlyUser(session);
  return (
    <Stack gap="lg">
      <PageHeader title={m.account_title()} description={m.account_description()} />
      {needsSecondFactor(session) && <Banner tone="warning">{m.second_step_required_banner()}</Banner>}
      <Card
        title={m.account_profile_title()}
        description={shared ? m.account_profile_description_shared() : m.account_profile_description()}
      >
        <NameForm current={session.displayName ?? ''} />
      </Card>
      <Card
        title={m.account_password_title()}
        description={hasPassword ? m.account_password_description() : undefined}
      >
        {hasPassword ? <PasswordForm /> : <p>{m.account_password_none()}</p>}
      </Card>
      <Card title={m.account_email_title()} description={m.account_email_description({ email })}>
        <EmailForm current={email} needsPassword={hasPassword} />
      </Card>
      <Card title={m.second_step_title()} description={m.account_second_description()}>
        <TwoStepCard hasPassword={hasPassword} />
      </Card>
      <Card title={m.account_sessions_title()} description={m.account_sessions_description()}>
        <SignOutEverywhere />
      </Card>
      <Card
        title={m.account_delete_title()}
        description={shared ? m.account_delete_description_shared() : m.account_delete_description()}
      >
        <DeleteAccount email={email} />
      </Card>
    </Stack>
  );
}

function NameForm({ current }: { current: string }) {
  const update = useUpdateAccountProfile();
  const { authActions } = useClient();
  const { toast } = useToast();
  const [name, setName] = useState(current);
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted && name.trim() === '' ? m.account_name_empty() : undefined;
  const serverError = update.error ? toAppError(update.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (name.trim() === '') return;
    update.mutate(name.trim(), {
      onSuccess: ({ displayName }) => {
        setName(displayName);
        setSubmitted(false);
        toast({ title: m.account_name_saved(), tone: 'success' });
        // The session shows the account's name: read it again with a fresh token.
        void authActions.refreshAccount();
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.account_profile_title()}>
      <Stack gap="md">
        <TextField
          label={m.common_display_name()}
          value={name}
          onValueChange={setName}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="name"
          error={problem ?? serverError?.fieldMessage('displayName') ?? null}
          required
        />
        {serverError && serverError.fields.length === 0 && (
          <Banner tone="danger">{serverError.message}</Banner>
        )}
        <Inline justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={name.trim() === current}>
            {m.account_name_save()}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const { authActions } = useClient();
  const { gate, dialog } = useSecondFactorGate();
  const { toast } = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toAppError> | null>(null);
  const problems = {
    currentPassword: current === '' ? m.account_current_password_empty() : undefined,
    newPassword: firstFailure(next, passwordRules),
  };
  const show = (field: keyof typeof problems) =>
    (submitted ? problems[field] : undefined) ?? error?.fieldMessage(field) ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.currentPassword || problems.newPassword) return;
    setPending(true);
    setError(null);
    try {
      await gate(() => authActions.changePassword(current, next));
      setCurrent('');
      setNext('');
      setSubmitted(false);
      toast({ title: m.account_password_saved(), tone: 'success' });
    } catch (failure) {
      setError(toAppError(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={m.account_password_title()}>
        <Stack gap="md">
          <TextField
            label={m.account_current_password()}
            type="password"
            value={current}
            onValueChange={setCurrent}
            autoComplete="current-password"
            error={show('currentPassword')}
            required
          />
          <TextField
            label={m.account_new_password()}
            type="password"
            value={next}
            onValueChange={setNext}
            autoComplete="new-password"
            hint={m.signin_password_hint()}
            error={show('newPassword')}
            required
          />
          {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
          <Inline justify="flex-end">
            <Button type="submit" loading={pending}>
              {m.account_password_save()}
            </Button>
          </Inline>
        </Stack>
      </form>
      {dialog}
    </>
  );
}

function EmailForm({ current, needsPassword }: { current: string; needsPassword: boolean }) {
  const { authActions } = useClient();
  const { gate, dialog } = useSecondFactorGate();
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<ReturnType<typeof toAppError> | null>(null);
  const wanted = address.trim().toLowerCase();
  const problems = {
    newEmail:
      firstFailure(wanted, emailRules) ??
      (wanted === current.toLowerCase() ? m.account_email_same() : undefined),
    currentPassword: needsPassword && password === '' ? m.account_current_password_empty() : undefined,
  };
  const show = (field: keyof typeof problems) =>
    (submitted ? problems[field] : undefined) ??
    error?.fieldMessage(field === 'newEmail' ? 'email' : field) ??
    null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problems.newEmail || problems.currentPassword) return;
    setPending(true);
    setError(null);
    try {
      await gate(() => authActions.changeEmail(needsPassword ? password : null, wanted));
      setSentTo(wanted);
      setAddress('');
      setPassword('');
      setSubmitted(false);
    } catch (failure) {
      setError(toAppError(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={m.account_email_title()}>
        <Stack gap="md">
          {sentTo && (
            <Banner tone="success" role="status">
              {m.account_email_sent({ email: sentTo })}
            </Banner>
          )}
          <TextField
            label={m.account_new_email()}
            type="email"
            value={address}
            onValueChange={setAddress}
            maxLength={EMAIL_MAX}
            autoComplete="email"
            error={show('newEmail')}
            required
          />
          {needsPassword && (
            <TextField
              label={m.account_current_password()}
              type="password"
              value={password}
              onValueChange={setPassword}
              autoComplete="current-password"
              error={show('currentPassword')}
              required
            />
          )}
          {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
          <Inline justify="flex-end">
            <Button type="submit" loading={pending}>
              {m.account_email_save()}
            </Button>
          </Inline>
        </Stack>
      </form>
      {dialog}
    </>
  );
}

function SignOutEverywhere() {
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <Inline justify="flex-start">
      <ConfirmDialog
        trigger={<Button variant="outline">{m.account_sign_out_everywhere()}</Button>}
        title={m.account_sign_out_everywhere_title()}
        description={m.account_sign_out_everywhere_body()}
        confirmLabel={m.account_sign_out_everywhere()}
        cancelLabel={m.account_cancel()}
        errorMessage={(failure) => toAppError(failure).message}
        onConfirm={async () => {
          await signOut.mutateAsync(undefined);
          toast({ title: m.account_signed_out_everywhere(), tone: 'success' });
          void navigate(paths.signOut(), { replace: true });
        }}
      />
    </Inline>
  );
}

function DeleteAccount({ email }: { email: string }) {
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase() && email !== '';
  return (
    <Inline justify="flex-start">
      <ConfirmDialog
        trigger={<Button variant="danger">{m.account_delete_button()}</Button>}
        tone="danger"
        title={m.account_delete_confirm_title()}
        description={m.account_delete_confirm_body({ email })}
        confirmLabel={m.account_delete_confirm_action()}
        cancelLabel={m.account_cancel()}
        isValid={() => matches}
        onOpenChange={(open) => !open && setTyped('')}
        errorMessage={(failure) => toAppError(failure).message}
        onConfirm={async () => {
          await remove.mutateAsync(typed.trim().toLowerCase());
          toast({ title: m.account_deleted(), tone: 'success' });
          void navigate(paths.signOut(), { replace: true });
        }}
      >
        <TextField
          label={m.account_delete_confirm_label()}
          type="email"
          value={typed}
          onValueChange={setTyped}
          maxLength={EMAIL_MAX}
          autoComplete="off"
        />
      </ConfirmDialog>
    </Inline>
  );
}
