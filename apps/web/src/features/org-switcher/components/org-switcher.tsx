import { useSession } from '@assay/auth/react';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { m } from '@assay/messages';
import { Button, Menu, useToast, VisuallyHidden } from '@assay/ui';
import { roleLabel } from '@assay/views/labels';
import { useNavigate } from 'react-router';
import { useMyOrganisations } from '../api/my-organisations.ts';
import { useSwitchOrganisation } from '../api/switch-organisation.ts';
import * as styles from './org-switcher.css.ts';

/**
 * The top bar's organisation switcher, for an account that belongs to two organisations or more:
 * a menu of its memberships, the active one checked. Choosing another switches to it (the server
 * sets the claims, the token is refreshed, the previous organisation's queries are dropped) and
 * opens its tenants.
 */
export function OrgSwitcher() {
  const { session } = useSession();
  const member = Boolean(session?.tid);
  const organisations = useMyOrganisations(member);
  const switcher = useSwitchOrganisation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const list = organisations.data?.organisations ?? [];
  if (!member || list.length < 2) return null;
  const active = list.find((entry) => entry.organisationId === session?.tid);
  const choose = (organisationId: string) => {
    if (organisationId === session?.tid || switcher.isPending) return;
    switcher.mutate(
      { organisationId },
      {
        onSuccess: () => void navigate(paths.tenants()),
        onError: (error) =>
          toast({ title: m.org_switcher_failed(), description: toAppError(error).message, tone: 'danger' }),
      },
    );
  };
  return (
    // Not modal, as the account menu: a modal menu hides the page from assistive technology while
    // the top bar's links stay focusable (axe: aria-hidden-focus).
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" iconEnd="chevron-down" loading={switcher.isPending}>
          <VisuallyHidden>{m.org_switcher_current()} </VisuallyHidden>
          <span className={styles.name}>{active?.name ?? m.org_switcher_heading()}</span>
        </Button>
      </Menu.Trigger>
      <Menu.Content align="start">
        <Menu.Label>{m.org_switcher_heading()}</Menu.Label>
        <Menu.RadioGroup value={session?.tid ?? ''} onValueChange={choose}>
          {list.map((entry) => (
            <Menu.RadioItem key={entry.organisationId} value={entry.organisationId}>
              <span className={styles.item}>
                <span>{entry.name}</span>
                <span className={styles.role}>{roleLabel(entry.role)}</span>
              </span>
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Content>
    </Menu.Root>
  );
}
