// The account page's two-step sign-in: the second steps enrolled (authenticator apps, phones),
// adding one (re-authenticated first: Firebase asks for a recent sign-in), and removing one.
import {
  toAppError,
  useClient,
  type AppError,
  type PhoneEnrolment,
  type SecondFactor,
  type TotpEnrolment,
} from '@assay/client';
import { m } from '@assay/messages';
import { Button, ConfirmDialog, FormDialog, Inline, Stack, TextField, useToast } from '@assay/ui';
import { useRef, useState } from 'react';
import { formatDate } from '../locale/format.ts';
import * as styles from './account.css.ts';
import { CodeField, digitsOf } from './code-field.tsx';
import { QrCode } from './qr-code.tsx';
import { useSecondFactorGate } from './second-factor-gate.tsx';

const PHONE = /^\+[1-9]\d{6,14}$/;
const kindName = (factor: SecondFactor) =>
  factor.kind === 'totp' ? m.second_step_kind_totp() : m.second_step_kind_phone();

export function TwoStepCard({ hasPassword }: { hasPassword: boolean }) {
  const { authActions } = useClient();
  const [factors, setFactors] = useState(() => authActions.secondFactors());
  const refresh = () => setFactors(authActions.secondFactors());
  return (
    <Stack gap="md">
      {factors.length === 0 ? (
        <p>{m.account_second_none()}</p>
      ) : (
        <ul className={styles.factorList} aria-label={m.account_second_list()}>
          {factors.map((factor) => (
            <li key={factor.id} className={styles.factor}>
              <div>
                <div className={styles.factorName}>{factor.label}</div>
                <div className={styles.factorDetail}>
                  {m.account_second_added_on({ kind: kindName(factor), date: formatDate(factor.enrolledAt) })}
                </div>
              </div>
              <RemoveFactor factor={factor} hasPassword={hasPassword} onRemoved={refresh} />
            </li>
          ))}
        </ul>
      )}
      <Inline gap="sm">
        <AddAuthenticatorApp hasPassword={hasPassword} onAdded={refresh} />
        <AddPhone hasPassword={hasPassword} onAdded={refresh} />
      </Inline>
    </Stack>
  );
}

/** The current password, where the account has one: Firebase wants a recent sign-in. */
function PasswordConfirm({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error: AppError | null;
}) {
  return (
    <TextField
      label={m.account_current_password()}
      type="password"
      value={value}
      onValueChange={onValueChange}
      autoComplete="current-password"
      hint={m.account_second_password_hint()}
      requiredMessage={m.account_current_password_empty()}
      error={error?.fieldMessage('currentPassword')}
      required
    />
  );
}

const bannerOf = (error: AppError | null) => (error && error.fields.length === 0 ? error.message : undefined);

/** A dialog step that calls Firebase: busy while it runs, its failure kept for the fields and banner. */
function useStep() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(toAppError(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

/** The last step of both Add dialogs: a name for the second step and a code that proves it works. */
function NameAndCode(props: {
  name: string;
  onName: (value: string) => void;
  /** Used when no name is given (shown as the placeholder). */
  defaultName: string;
  code: string;
  onCode: (value: string) => void;
  error: AppError | null;
}) {
  return (
    <>
      <TextField
        label={m.account_second_name()}
        value={props.name}
        onValueChange={props.onName}
        placeholder={props.defaultName}
        hint={m.account_second_name_hint()}
        maxLength={60}
      />
      <CodeField value={props.code} onValueChange={props.onCode} error={props.error?.fieldMessage('code')} />
    </>
  );
}

function AddAuthenticatorApp({ hasPassword, onAdded }: { hasPassword: boolean; onAdded: () => void }) {
  const { authActions } = useClient();
  const { toast } = useToast();
  const { gate, dialog } = useSecondFactorGate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useStep();

  const submit = () =>
    run(async () => {
      if (!enrolment) {
        setEnrolment(await gate(() => authActions.startTotpEnrolment(hasPassword ? password : null)));
        return;
      }
      await enrolment.finish(digitsOf(code), name.trim() || m.second_step_kind_totp());
      setOpen(false);
      toast({ title: m.account_second_on(), tone: 'success' });
      onAdded();
    });

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        onOpen={() => {
          setPassword('');
          setEnrolment(null);
          setName('');
          setCode('');
          setError(null);
        }}
        trigger={<Button variant="outline">{m.account_second_add_app()}</Button>}
        title={m.account_second_app_title()}
        description={enrolment ? m.account_second_app_scan() : m.account_second_description()}
        error={bannerOf(error)}
        submitLabel={enrolment ? m.account_second_turn_on() : m.account_second_continue()}
        cancelLabel={m.second_step_cancel()}
        pending={busy}
        onSubmit={submit}
      >
        {enrolment ? (
          <Stack gap="md">
            <div className={styles.qr}>
              <QrCode value={enrolment.uri} label={m.account_second_app_qr()} />
            </div>
            <div>
              <div className={styles.factorDetail}>{m.account_second_app_key()}</div>
              <code className={styles.secret}>{enrolment.secretKey}</code>
            </div>
            <NameAndCode
              name={name}
              onName={setName}
              defaultName={m.second_step_kind_totp()}
              code={code}
              onCode={setCode}
              error={error}
            />
          </Stack>
        ) : hasPassword ? (
          <PasswordConfirm value={password} onValueChange={setPassword} error={error} />
        ) : null}
      </FormDialog>
      {dialog}
    </>
  );
}

function AddPhone({ hasPassword, onAdded }: { hasPassword: boolean; onAdded: () => void }) {
  const { authActions } = useClient();
  const { toast } = useToast();
  const { gate, dialog } = useSecondFactorGate();
  const captcha = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [enrolment, setEnrolment] = useState<PhoneEnrolment | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useStep();

  const submit = () =>
    run(async () => {
      if (!enrolment) {
        const container = captcha.current;
        if (!container) return;
        const number = digitsOf(phone);
        setEnrolment(
          await gate(() => authActions.startPhoneEnrolment(hasPassword ? password : null, number, container)),
        );
        return;
      }
      await enrolment.finish(digitsOf(code), name.trim() || digitsOf(phone));
      setOpen(false);
      toast({ title: m.account_second_on(), tone: 'success' });
      onAdded();
    });

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        onOpen={() => {
          setPassword('');
          setPhone('');
          setEnrolment(null);
          setName('');
          setCode('');
          setError(null);
        }}
        trigger={<Button variant="outline">{m.account_second_add_phone()}</Button>}
        title={m.account_second_phone_title()}
        description={
          enrolment
            ? m.second_step_code_sent({ label: digitsOf(phone) })
            : m.account_second_phone_description()
        }
        error={bannerOf(error)}
        submitLabel={enrolment ? m.account_second_turn_on() : m.second_step_send_code()}
        cancelLabel={m.second_step_cancel()}
        pending={busy}
        onSubmit={submit}
      >
        <Stack gap="md">
          {enrolment ? (
            <NameAndCode
              name={name}
              onName={setName}
              defaultName={digitsOf(phone)}
              code={code}
              onCode={setCode}
              error={error}
            />
          ) : (
            <>
              <TextField
                label={m.account_second_phone_number()}
                type="tel"
                value={phone}
                onValueChange={setPhone}
                autoComplete="tel"
                hint={m.account_second_phone_hint()}
                rules={[(value) => (PHONE.test(digitsOf(value)) ? true : m.account_second_phone_invalid())]}
                error={error?.fieldMessage('phoneNumber')}
                required
              />
              {hasPassword && <PasswordConfirm value={password} onValueChange={setPassword} error={error} />}
            </>
          )}
          {/* reCAPTCHA renders here, invisibly, when the text message is sent. */}
          <div ref={captcha} />
        </Stack>
      </FormDialog>
      {dialog}
    </>
  );
}

function RemoveFactor({
  factor,
  hasPassword,
  onRemoved,
}: {
  factor: SecondFactor;
  hasPassword: boolean;
  onRemoved: () => void;
}) {
  const { authActions } = useClient();
  const { toast } = useToast();
  const { gate, dialog } = useSecondFactorGate();
  const [password, setPassword] = useState('');
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={`${m.common_remove()} ${factor.label}`}>
            {m.common_remove()}
          </Button>
        }
        title={m.account_second_remove_title({ label: factor.label })}
        description={m.account_second_remove_description()}
        confirmLabel={m.common_remove()}
        cancelLabel={m.second_step_cancel()}
        tone="danger"
        isValid={() => !hasPassword || password !== ''}
        onConfirm={async () => {
          await gate(() => authActions.removeSecondFactor(hasPassword ? password : null, factor.id));
          setPassword('');
          toast({ title: m.account_second_removed(), tone: 'success' });
          onRemoved();
        }}
      >
        {hasPassword && <PasswordConfirm value={password} onValueChange={setPassword} error={null} />}
      </ConfirmDialog>
      {dialog}
    </>
  );
}
