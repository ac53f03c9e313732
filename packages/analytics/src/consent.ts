// The visitor's analytics choice, kept in this browser (localStorage: a preference, not a
// tracking cookie), and what Google Consent Mode v2 is told. Nothing is granted until the
// visitor accepts; Assay shows no ads, so the ad purposes stay denied even then.

export const CONSENT_STORAGE_KEY = 'assay.analytics-consent';

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice: true (accepted), false (rejected), null (not asked yet or unreadable). */
export function readConsent(storage: ConsentStorage | undefined): boolean | null {
  try {
    const stored = storage?.getItem(CONSENT_STORAGE_KEY);
    return stored === 'granted' ? true : stored === 'denied' ? false : null;
  } catch {
    // Storage refused (private mode, a blocked origin): ask again, never assume.
    return null;
  }
}

export function writeConsent(storage: ConsentStorage | undefined, granted: boolean): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, granted ? 'granted' : 'denied');
  } catch {
    // The choice then lasts this page only; analytics still follows it.
  }
}

export type ConsentState = 'granted' | 'denied';

/** Consent Mode v2 defaults, set before the analytics tag configures itself. */
export const consentModeDefaults: Readonly<
  Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', ConsentState>
> = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};

/** The update a choice sends: analytics storage only. */
export function consentModeUpdate(granted: boolean): { analytics_storage: ConsentState } {
  return { analytics_storage: granted ? 'granted' : 'denied' };
}
