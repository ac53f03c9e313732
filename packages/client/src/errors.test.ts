import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AppError, toAppError } from './errors.ts';

describe('toAppError', () => {
  it('keeps the standard code of a functions error and its field issues', () => {
    const error = toAppError({
      code: 'functions/invalid-argument',
      message: 'name: Required',
      details: { fields: [{ path: 'name', message: 'Required' }] },
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('invalid-argument');
    expect(error.fieldMessage('name')).toBe('Required');
  });

  it('never shows an internal server message to people', () => {
    const error = toAppError({
      code: 'functions/internal',
      message: 'TypeError: x is undefined at handler.js:12',
    });
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('TypeError');
  });

  it('asks to sign in again on unauthenticated', () => {
    expect(toAppError({ code: 'functions/unauthenticated', message: 'x' }).message).toMatch(/sign in again/i);
  });

  it("words a code in the page's language, looked up on the client", () => {
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    expect(toAppError({ code: 'functions/permission-denied', message: 'x' }).message).toBe(
      'Sie haben darauf keinen Zugriff.',
    );
  });

  it('treats a network failure as unavailable and anything unknown as internal', () => {
    expect(toAppError({ code: 'auth/network-request-failed' }).code).toBe('unavailable');
    expect(toAppError(new Error('boom')).code).toBe('internal');
  });

  it('shows the server wording for limits, which explains what to do', () => {
    const error = toAppError({
      code: 'functions/resource-exhausted',
      message: 'Your free plan allows 3 tenants.',
      details: { limit: { name: 'tenants', max: 3 } },
    });
    expect(error.message).toBe('Your free plan allows 3 tenants.');
    expect(error.details?.limit?.max).toBe(3);
  });
});
