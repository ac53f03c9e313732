import { describe, expect, it, vi } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { DomainError } from '@assay/domain/errors';
import { toHttpsError } from './errors.ts';

describe('toHttpsError', () => {
  it('keeps the code, message and details of a DomainError', () => {
    const logger = { error: vi.fn() };
    const error = toHttpsError(
      new DomainError('resource-exhausted', 'Limit', { limit: { name: 'tenants', max: 3 } }),
      logger,
      {},
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('Limit');
    expect(error.details).toEqual({ limit: { name: 'tenants', max: 3 } });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('hides unexpected errors behind a generic internal error and logs them', () => {
    const logger = { error: vi.fn() };
    const error = toHttpsError(new TypeError('secret detail at /srv/x.js'), logger, {
      callable: 'tenants-get',
    });
    expect(error.code).toBe('internal');
    expect(error.message).not.toContain('secret');
    expect(JSON.stringify(error.toJSON())).not.toContain('x.js');
    expect(logger.error).toHaveBeenCalledWith(
      'Unexpected error in callable',
      expect.objectContaining({ callable: 'tenants-get' }),
    );
  });

  it('passes framework HttpsErrors through', () => {
    const original = new HttpsError('unauthenticated', 'x');
    expect(toHttpsError(original, { error: vi.fn() }, {})).toBe(original);
  });
});
