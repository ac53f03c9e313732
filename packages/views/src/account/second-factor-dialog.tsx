// The second step of a sign-in: choose the factor (when there are several), have a text message
// sent for a phone, and enter the 6-digit code. Opened by useSecondFactorGate.
import { toAppError, type AppError, type SecondFactorChallenge } from '@assay/client';
import { m } from '@assay/messages';
import { Banner, Button, FormDialog, Inline, Select, Stack } from '@assay/ui';
import { useRef, useState } from 'react';
import { CodeField, digitsOf } from './code-field.tsx';

export function SecondFactorDialog({
  challenge,
  onVerified,
  onCancel,
}: {
  challenge: SecondFactorChallenge<unknown>;
  onVerified: (value: unknown) => void;
  onCancel: () => void;
}) {
  const [factorId, setFactorId] = useState(challenge.factors[0]?.id ?? '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const captcha = useRef<HTMLDivElement>(null);
  const factor = challenge.factors.find((f) => f.id === factorId) ?? challenge.factors[0];
  const phone = factor?.kind === 'phone';

  async function send() {
    if (!factor || !captcha.current) return;
    setSending(true);
    setError(null);
    try {
      await challenge.sendCode(factor.id, captcha.current);
      setSentTo(factor.label);
    } catch (failure) {
      setError(toAppError(failure));
    } finally {
      setSending(false);
    }
  }

  async function verify() {
    if (!factor) return;
    setBusy(true);
    setError(null);
    try {
      onVerified(await challenge.verify(factor.id, digitsOf(code)));
    } catch (failure) {
      setError(toAppError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={m.second_step_title()}
      description={
        phone
          ? m.second_step_description_phone({ label: factor.label })
          : m.second_step_description_totp({ label: factor?.label ?? '' })
      }
      size="sm"
      error={error && error.fields.length === 0 ? error.message : undefined}
      submitLabel={m.second_step_verify()}
      cancelLabel={m.second_step_cancel()}
      pending={busy}
      onSubmit={verify}
    >
      <Stack gap="md">
        {challenge.factors.length > 1 && (
          <Select
            label={m.second_step_factor()}
            value={factorId}
            onValueChange={(value) => {
              setFactorId(value);
              setSentTo(null);
              setCode('');
              setError(null);
            }}
            options={challenge.factors.map((f) => ({
              value: f.id,
              label: `${f.kind === 'totp' ? m.second_step_kind_totp() : m.second_step_kind_phone()} · ${f.label}`,
            }))}
          />
        )}
        {phone && (
          <Inline justify="flex-start">
            <Button type="button" variant="outline" loading={sending} onClick={() => void send()}>
              {m.second_step_send_code()}
            </Button>
          </Inline>
        )}
        {sentTo && <Banner tone="success">{m.second_step_code_sent({ label: sentTo })}</Banner>}
        {/* reCAPTCHA renders here, invisibly, when a text message is sent. */}
        <div ref={captcha} />
        <CodeField value={code} onValueChange={setCode} error={error?.fieldMessage('code')} />
      </Stack>
    </FormDialog>
  );
}
