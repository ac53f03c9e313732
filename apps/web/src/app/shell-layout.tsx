import { m } from '@assay/messages';
import { PrivacyChoicesMenuItem } from '@assay/views/consent';
import { translatedNavigation } from '@assay/views/app';
import { LanguageMenu } from '@assay/views/locale';
import { useSession } from '@assay/auth/react';
import { AccountMenu, AppShell, Banner, LoadingState, Menu, Stack } from '@assay/ui';
import { useOnline } from '@assay/client';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { invitationFromQuery, invitationLinkParams } from '@assay/domain/members/link';
import { navigationOf, needsSecondFactor, needsSso, paths, sessionWho, signedInWithSso } from '@assay/auth';
import { VerifyEmailBanner } from '../features/auth/components/verify-email-banner.tsx';
import { PaymentBanner } from '../features/billing/components/payment-banner.tsx';
import { OrgSwitcher } from '../features/org-switcher/components/org-switcher.tsx';
import { useEmailOnRecord } from '@assay/views/account/email-on-record';

// Shown once per account (before an organisation exists), so it loads only when needed.
const CreateOrganisation = lazy(() =>
  import('../features/onboarding/components/create-organisation.tsx').then((m) => ({
    default: m.CreateOrganisation,
  })),
);
const SystemAdminIntro = lazy(() =>
  import('../features/onboarding/components/create-organisation.tsx').then((m) => ({
    default: m.SystemAdminIntro,
  })),
);
// The landing of an invitation link (query on the welcome route); loaded only when one is opened.
// In place of every page while the organisation's two-step policy waits for this member.
const SecondFactorRequired = lazy(() =>
  import('@assay/views/account/second-factor-required').then((m) => ({
    default: m.SecondFactorRequired,
  })),
);
// In place of every page while this member's domain requires single sign-on and they signed in otherwise.
const SsoRequired = lazy(() =>
  import('../features/auth/components/sso-required.tsx').then((m) => ({ default: m.SsoRequired })),
);
// Signed in with an organisation's identity provider, not a member yet: joins it just in time.
const SsoJoin = lazy(() =>
  import('../features/sso/components/sso-join.tsx').then((m) => ({ default: m.SsoJoin })),
);
const AcceptInvitation = lazy(() =>
  import('../features/members/components/accept-invitation.tsx').then((m) => ({
    default: m.AcceptInvitation,
  })),
);

/** The member area: navigation, user menu, offline banner; onboarding until an organisation exists. */
export function ShellLayout() {
  const { session } = useSession();
  useEmailOnRecord();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const invitation = invitationFromQuery(params);
  const { pathname } = useLocation();
  // A system admin curates the global library in content admin whether or not they belong to an
  // organisation; everywhere else the member area needs one.
  const curatingLibrary = Boolean(session?.adminUI) && pathname.startsWith(paths.contentAdmin());
  // One's own account needs no organisation either.
  const ownAccount = pathname === paths.account();
  // The server refuses the organisation's data until this member signs in with a second step.
  const secondFactorMissing = needsSecondFactor(session);
  // The server refuses the organisation's data until this member signs in with the identity provider.
  const ssoMissing = needsSso(session);
  const dropInvitation = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of Object.values(invitationLinkParams)) next.delete(name);
        return next;
      },
      { replace: true },
    );
  const user = session ? (
    <AccountMenu {...sessionWho(session)}>
      <Menu.Item asChild>
        <Link to={paths.account()}>{m.account_menu_link()}</Link>
      </Menu.Item>
      {session.adminUI ? (
        <Menu.Item asChild>
          <a href={paths.service()}>{m.account_service_console()}</a>
        </Menu.Item>
      ) : null}
      <LanguageMenu />
      <PrivacyChoicesMenuItem />
      <Menu.Separator />
      <Menu.Item asChild>
        <Link to={paths.signOut()}>{m.account_sign_out()}</Link>
      </Menu.Item>
    </AccountMenu>
  ) : null;
  return (
    <AppShell
      productName="Assay"
      nav={translatedNavigation(navigationOf('web'))}
      topBar={session?.tid ? <OrgSwitcher /> : null}
      userMenu={user}
      banner={
        online ? (
          <>
            <VerifyEmailBanner />
            {session?.tid && !secondFactorMissing && !ssoMissing && <PaymentBanner />}
          </>
        ) : (
          <Banner tone="warning" flush>
            {m.shell_offline()}
          </Banner>
        )
      }
    >
      {secondFactorMissing && !ownAccount ? (
        <Suspense fallback={<LoadingState label={m.common_loading()} />}>
          <SecondFactorRequired />
        </Suspense>
      ) : ssoMissing && !ownAccount ? (
        <Suspense fallback={<LoadingState label={m.common_loading()} />}>
          <SsoRequired />
        </Suspense>
      ) : session && invitation ? (
        <Suspense fallback={<LoadingState label={m.common_loading()} />}>
          <AcceptInvitation invitation={invitation} onDone={dropInvitation} />
        </Suspense>
      ) : session && !session.tid && signedInWithSso(session) && !curatingLibrary && !ownAccount ? (
        <Suspense fallback={<LoadingState label={m.common_loading()} />}>
          <SsoJoin />
        </Suspense>
      ) : session && !session.tid && !curatingLibrary && !ownAccount ? (
        <Suspense fallback={<LoadingState label={m.common_loading()} />}>
          <Stack gap="lg">
            {session.adminUI && <SystemAdminIntro />}
            <CreateOrganisation />
          </Stack>
        </Suspense>
      ) : (
        <Outlet />
      )}
    </AppShell>
  );
}
