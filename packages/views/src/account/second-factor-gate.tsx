// Any sign-in or re-authentication may need its second step (SecondFactorRequired): `gate` runs
// the action, and when Firebase asks for the code it opens the step in a dialog and settles with
// what the action would have returned once the code is accepted (or fails as cancelled).
import { AppError, SecondFactorRequired, type SecondFactorChallenge } from '@assay/client';
import { m } from '@assay/messages';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// The dialog loads when a second step is asked for: the sign-in page does not carry it.
const SecondFactorDialog = lazy(() =>
  import('./second-factor-dialog.tsx').then((module) => ({ default: module.SecondFactorDialog })),
);

interface Pending {
  challenge: SecondFactorChallenge<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/** `gate(run)` and the dialog to render beside the form that calls it. */
export function useSecondFactorGate(): {
  gate: <T>(run: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  async function gate<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof SecondFactorRequired)) throw error;
      const { challenge } = error as SecondFactorRequired<T>;
      return new Promise<T>((resolve, reject) => {
        setPending({
          challenge,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
      });
    }
  }
  const dialog = pending ? (
    <Suspense fallback={null}>
      <SecondFactorDialog
        challenge={pending.challenge}
        onVerified={(value) => {
          setPending(null);
          pending.resolve(value);
        }}
        onCancel={() => {
          setPending(null);
          pending.reject(new AppError('aborted', m.second_step_cancelled()));
        }}
      />
    </Suspense>
  ) : null;
  return { gate, dialog };
}
