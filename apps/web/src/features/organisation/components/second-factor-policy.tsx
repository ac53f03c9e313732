// The organisation's two-step policy on /admin: owners require (or stop requiring) a second step
// of every member, after a confirmation that says who is signed out. An owner not signed in with a
// second step cannot turn it on (the server refuses too), and is told how to get there.
import { paths } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import type { Organisation } from '@assay/domain/org';
import { m } from '@assay/messages';
import { ConfirmDialog, Stack, Switch, useToast } from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSetSecondFactorPolicy } from '../api/set-second-factor-policy.ts';

export function SecondFactorPolicy({ organisation }: { organisation: Organisation }) {
  const { session } = useSession();
  const setPolicy = useSetSecondFactorPolicy();
  const { toast } = useToast();
  const required = organisation.requireSecondFactor === true;
  // Which way the owner asked to switch; kept while the dialog closes so its text does not flip.
  const [ask, setAsk] = useState({ open: false, to: true });
  const isOwner = session?.role === 'owner';
  const ownStepMissing = !session?.signedInWithSecondFactor;
  const canTurnOn = isOwner && !ownStepMissing;
  const hint = !isOwner ? (
    m.org_second_policy_owner_only()
  ) : !required && ownStepMissing ? (
    <>
      {m.org_second_policy_own_missing()} <Link to={paths.account()}>{m.account_menu_link()}</Link>
    </>
  ) : required ? (
    m.org_second_policy_hint_on()
  ) : (
    m.org_second_policy_hint_off()
  );
  return (
    <Stack gap="md">
      <Switch
        label={m.org_second_policy_switch()}
        checked={required}
        disabled={!isOwner || (!required && !canTurnOn) || setPolicy.isPending}
        hint={hint}
        onCheckedChange={(next) => setAsk({ open: true, to: next })}
      />
      <ConfirmDialog
        open={ask.open}
        onOpenChange={(open) => setAsk((current) => ({ ...current, open }))}
        title={ask.to ? m.org_second_policy_on_title() : m.org_second_policy_off_title()}
        description={ask.to ? m.org_second_policy_on_body() : m.org_second_policy_off_body()}
        confirmLabel={ask.to ? m.org_second_policy_on_confirm() : m.org_second_policy_off_confirm()}
        cancelLabel={m.account_cancel()}
        errorMessage={(failure) => toAppError(failure).message}
        onConfirm={async () => {
          const result = await setPolicy.mutateAsync({ required: ask.to });
          toast({
            title: result.required
              ? m.org_second_policy_turned_on({ count: result.membersSignedOut })
              : m.org_second_policy_turned_off(),
            tone: 'success',
          });
        }}
      />
    </Stack>
  );
}
