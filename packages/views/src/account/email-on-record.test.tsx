import { createFakeCall, renderWithClient } from '@assay/client/testing';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEmailOnRecord } from './email-on-record.ts';

function Shell() {
  useEmailOnRecord();
  return null;
}

afterEach(() => window.localStorage.clear());

describe('useEmailOnRecord', () => {
  it('hands the address over once, then not again while it stays the same', async () => {
    const call = createFakeCall({ 'account-syncEmail': () => ({ email: 'u1@example.com', updated: true }) });
    const first = renderWithClient(<Shell />, { call });
    await waitFor(() => expect(call.inputsOf('account-syncEmail')).toEqual([{}]));
    first.unmount();
    renderWithClient(<Shell />, { call });
    // The second start finds the address remembered: no second call.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(call.inputsOf('account-syncEmail')).toHaveLength(1);
  });

  it('asks again on the next start when the server did not take the address (failed or stale)', async () => {
    const call = createFakeCall({
      'account-syncEmail': () => ({ email: 'old@example.com', updated: false }),
    });
    renderWithClient(<Shell />, { call }).unmount();
    await waitFor(() => expect(call.inputsOf('account-syncEmail')).toHaveLength(1));
    renderWithClient(<Shell />, { call });
    await waitFor(() => expect(call.inputsOf('account-syncEmail')).toHaveLength(2));
  });

  it('asks nothing for a signed-out visitor', async () => {
    const call = createFakeCall({ 'account-syncEmail': () => ({ email: null, updated: false }) });
    renderWithClient(<Shell />, { call, claims: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(call.calls).toEqual([]);
  });
});
