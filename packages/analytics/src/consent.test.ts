import { describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  consentModeDefaults,
  consentModeUpdate,
  readConsent,
  writeConsent,
} from './consent.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('analytics consent', () => {
  it('is undecided until the visitor chooses, then remembers the choice', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    writeConsent(storage, false);
    expect(storage.items.get(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(readConsent(storage)).toBe(false);
    writeConsent(storage, true);
    expect(readConsent(storage)).toBe(true);
  });

  it('asks again when the stored value is unknown or storage refuses', () => {
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: 'yes' }))).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readConsent(refusing)).toBeNull();
    expect(() => writeConsent(refusing, true)).not.toThrow();
  });

  it('denies every Consent Mode purpose by default and grants only analytics storage on acceptance', () => {
    expect(consentModeDefaults).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentModeUpdate(true)).toEqual({ analytics_storage: 'granted' });
    expect(consentModeUpdate(false)).toEqual({ analytics_storage: 'denied' });
  });
});
