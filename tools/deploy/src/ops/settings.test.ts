import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { root } from '../firebaserc.ts';
import { emptyParams } from './settings.ts';

describe('emptyParams', () => {
  const file =
    'ASSAY_APP_ORIGIN=https://a.web.app\nSTRIPE_PRICE_TEAM=\nASSAY_BILLING_GRACE_DAYS=7\nASSAY_PLAN_LIMITS=';

  it('names the declared params a project leaves empty, but not the optional plan limits', () => {
    expect(emptyParams(file, 'test')).toEqual(['STRIPE_PRICE_TEAM', 'STRIPE_PRICE_BUSINESS']);
  });

  it('requires the backup bucket in production only', () => {
    expect(emptyParams(file, 'production')).toEqual([
      'STRIPE_PRICE_TEAM',
      'STRIPE_PRICE_BUSINESS',
      'ASSAY_BACKUP_BUCKET',
    ]);
  });

  it('finds the committed production params waiting for the Stripe price ids', () => {
    expect(
      emptyParams(readFileSync(new URL('functions/.env.production', root), 'utf8'), 'production'),
    ).toEqual(['STRIPE_PRICE_TEAM', 'STRIPE_PRICE_BUSINESS']);
  });
});
