import { m } from '@assay/messages';
import { EXCEPTION_REASON_MAX, type AnswerFields } from '@assay/domain/assessments';
import { Button, Inline, Stack, TextField, Textarea } from '@assay/ui';
import { formatDate } from '@assay/views/locale';
import { useState } from 'react';
import * as styles from './workspace.css.ts';

type Exception = NonNullable<AnswerFields['exception']>;

const day = (iso: string) => iso.slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * An accepted exception: a reason and an expiry date, both required. While it runs the control
 * is left out of the score; once it expires the control counts as not met again.
 */
export function ExceptionEditor({
  exception,
  onChange,
  disabled,
}: {
  exception: Exception | null | undefined;
  onChange: (exception: Exception | null) => void;
  disabled?: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState(exception?.reason ?? '');
  const [expires, setExpires] = useState(exception ? day(exception.expiresAt) : inDays(90));
  const [tried, setTried] = useState(false);
  const reasonError = tried && reason.trim() === '' ? m.exception_reason_required() : null;
  const expiresError =
    tried && (!/^\d{4}-\d{2}-\d{2}$/.test(expires) || expires <= inDays(0))
      ? m.exception_date_after_today()
      : null;

  if (!editing) {
    return (
      <div>
        <p className={styles.fieldLabel}>{m.exception_title()}</p>
        {exception ? (
          <p className={styles.prose}>
            {m.exception_accepted_until({ date: formatDate(exception.expiresAt), reason: exception.reason })}
          </p>
        ) : (
          <p className={styles.prose}>{m.exception_none()}</p>
        )}
        {disabled ? null : (
          <Inline gap="xs" style={{ marginTop: 8 }}>
            <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
              {exception ? m.exception_change() : m.exception_accept_as()}
            </Button>
            {exception ? (
              <Button size="xs" variant="ghost" onClick={() => onChange(null)}>
                {m.exception_remove()}
              </Button>
            ) : null}
          </Inline>
        )}
      </div>
    );
  }
  return (
    <Stack gap="sm">
      <p className={styles.fieldLabel}>{m.exception_title()}</p>
      <Textarea
        label={m.common_reason()}
        value={reason}
        onValueChange={setReason}
        maxLength={EXCEPTION_REASON_MAX}
        rows={2}
        required
        error={reasonError}
      />
      <TextField
        label={m.exception_expires_on()}
        type="date"
        value={expires}
        onValueChange={setExpires}
        min={inDays(1)}
        required
        error={expiresError}
      />
      <Inline gap="xs">
        <Button
          size="sm"
          onClick={() => {
            setTried(true);
            if (reason.trim() === '' || !/^\d{4}-\d{2}-\d{2}$/.test(expires) || expires <= inDays(0)) return;
            onChange({ reason: reason.trim(), expiresAt: `${expires}T23:59:59.000Z` });
            setEditing(false);
          }}
        >
          {m.exception_accept()}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {m.common_cancel()}
        </Button>
      </Inline>
    </Stack>
  );
}
