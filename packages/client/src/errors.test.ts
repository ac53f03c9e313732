import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it, onTestFinished } from 'vitest';
import { AppError, loadErrorWording, toAppError } from './errors.ts';

describe('toAppError', () => {
  it('keeps the standard code of a functions error and its field issues', () => {
    const error = toAppError({
      code: 'functions/invalid-argument',
      message: 'name: Required',
      details: { fields: [{ path: 'name', rule: 'required', message: 'Required' }] },
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('invalid-argument');
    expect(error.fieldMessage('name')).toMatch(/^Required\.?$/);
  });

  it("words a field's rule in the page's language, with its params", async () => {
    await loadErrorWording();
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    const error = toAppError({
      code: 'functions/invalid-argument',
      message: 'Invalid input — name: At most 120 characters',
      details: {
        fields: [
          { path: 'name', rule: 'too-long', params: { max: 120 }, message: 'At most 120 characters' },
          { path: 'tags.0', rule: 'some-future-rule', message: 'A rule this client does not know' },
        ],
      },
    });
    expect(error.fieldMessage('name')).toBe('Höchstens 120 Zeichen.');
    expect(error.fieldMessage('tags.0')).toBe('A rule this client does not know');
    expect(error.fieldMessage('kind')).toBeUndefined();
  });

  it("reads the server's own sentence on an English page, and the rule's wording in another language", async () => {
    await loadErrorWording();
    const refusal = {
      code: 'functions/invalid-argument',
      message: 'Invalid input — name: Enter a name',
      details: { fields: [{ path: 'name', rule: 'required', message: 'Enter a name' }] },
    };
    expect(toAppError(refusal).fieldMessage('name')).toBe('Enter a name');
    const reasoned = {
      code: 'functions/not-found',
      message: 'This tenant does not exist or you cannot see it.',
      details: { reason: 'tenant-not-found' },
    };
    expect(toAppError(reasoned).message).toBe('This tenant does not exist or you cannot see it.');
    void setLocale('de', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    expect(toAppError(refusal).fieldMessage('name')).not.toBe('Enter a name');
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

  it("words a refusal's reason in the page's language, and keeps the server's English for one it does not know", async () => {
    await loadErrorWording();
    void setLocale('fr', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    expect(
      toAppError({
        code: 'functions/not-found',
        message: 'This tenant does not exist or you cannot see it.',
        details: { reason: 'tenant-not-found' },
      }).message,
    ).toBe('Cette entité n’existe pas ou vous ne pouvez pas la voir.');
    expect(
      toAppError({
        code: 'functions/failed-precondition',
        message: 'A refusal from a newer server.',
        details: { reason: 'some-future-reason' },
      }).message,
    ).toBe('A refusal from a newer server.');
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
