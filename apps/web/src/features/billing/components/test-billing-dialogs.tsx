// The local test-billing provider's pages (no Stripe key): a checkout with Pay / Decline /
// Cancel at /admin?testCheckout=…, and a portal at /admin?testPortal=1 that can fail or pay the
// renewal. Each button asks the server, which sends Stripe-shaped signed events to the real
// webhook; the admin page then shows what the webhook made of them.
import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { BillingOverview, TestBillingAction } from '@assay/domain/billing';
import { planNames } from '@assay/domain/plans/labels';
import { Banner, Button, Dialog, Stack, useToast } from '@assay/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSimulate } from '../api/simulate.ts';
import { formatPrice } from '../format.ts';
import { useRedirect } from '../hooks/use-redirect.ts';

export function TestBillingDialogs({ billing }: { billing: BillingOverview }) {
  const [search, setSearch] = useSearchParams();
  const simulate = useSimulate();
  const redirect = useRedirect();
  const { toast } = useToast();
  const [problem, setProblem] = useState<{ tone: 'danger'; message: string } | null>(null);
  const [running, setRunning] = useState<TestBillingAction | null>(null);
  const checkoutOpen = search.has('testCheckout') && billing.pendingCheckout !== null;
  const portalOpen = search.get('testPortal') === '1';
  const pending = billing.pendingCheckout;
  const price = pending ? billing.plans.find((plan) => plan.id === pending.plan)?.price : undefined;

  function close() {
    setProblem(null);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('testCheckout');
        next.delete('testPortal');
        return next;
      },
      { replace: true },
    );
  }

  async function run(action: TestBillingAction) {
    setRunning(action);
    setProblem(null);
    try {
      const result = await simulate.mutateAsync({ action });
      if (result.redirectTo) redirect(result.redirectTo);
      else if (action === 'declineCheckout') setProblem({ tone: 'danger', message: result.message });
      else {
        toast({ title: result.message, tone: action === 'failPayment' ? 'danger' : 'success' });
        close();
      }
    } catch (error) {
      setProblem({ tone: 'danger', message: toAppError(error).message });
    } finally {
      setRunning(null);
    }
  }

  const subscribed =
    billing.status !== 'none' && billing.status !== 'canceled' && billing.status !== 'incomplete_expired';
  return (
    <>
      <Dialog.Root open={checkoutOpen} onOpenChange={(open) => !open && void run('cancelCheckout')}>
        <Dialog.Content size="sm">
          <Dialog.Header>
            <Dialog.Title>{m.testbilling_checkout()}</Dialog.Title>
            <Dialog.Description>
              {pending
                ? price
                  ? m.testbilling_checkout_plan_price({
                      plan: planNames[pending.plan],
                      price: formatPrice(price),
                    })
                  : m.testbilling_checkout_plan({ plan: planNames[pending.plan] })
                : ''}{' '}
              {m.testbilling_checkout_description()}
            </Dialog.Description>
          </Dialog.Header>
          {problem && <Banner tone={problem.tone}>{problem.message}</Banner>}
          <Dialog.Footer>
            <Button variant="ghost" disabled={running !== null} onClick={() => void run('cancelCheckout')}>
              {m.common_cancel()}
            </Button>
            <Button
              variant="outline"
              loading={running === 'declineCheckout'}
              disabled={running !== null}
              onClick={() => void run('declineCheckout')}
            >
              {m.testbilling_decline()}
            </Button>
            <Button
              loading={running === 'payCheckout'}
              disabled={running !== null}
              onClick={() => void run('payCheckout')}
            >
              {m.testbilling_pay()}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>

      <Dialog.Root open={portalOpen} onOpenChange={(open) => !open && close()}>
        <Dialog.Content size="sm">
          <Dialog.Header>
            <Dialog.Title>{m.testbilling_portal()}</Dialog.Title>
            <Dialog.Description>{m.testbilling_portal_description()}</Dialog.Description>
          </Dialog.Header>
          <Stack gap="sm">
            {problem && <Banner tone={problem.tone}>{problem.message}</Banner>}
            {!subscribed && <Banner tone="info">{m.testbilling_no_subscription()}</Banner>}
          </Stack>
          <Dialog.Footer>
            <Button variant="ghost" onClick={close}>
              {m.common_close()}
            </Button>
            <Button
              variant="outline"
              loading={running === 'failPayment'}
              disabled={!subscribed || running !== null}
              onClick={() => void run('failPayment')}
            >
              {m.testbilling_fail()}
            </Button>
            <Button
              loading={running === 'payInvoice'}
              disabled={!billing.paymentFailedAt || running !== null}
              onClick={() => void run('payInvoice')}
            >
              {m.testbilling_pay_invoice()}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
