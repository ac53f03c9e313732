// The page's language for the components that format or sort (RelativeTime): @assay/ui does not
// know where the language comes from, so the app's mount passes its Intl tag down once.
import { createContext, useContext, type ReactNode } from 'react';

// Without a provider (a unit test, a bench harness) the runtime's default locale formats.
const LocaleContext = createContext<string | undefined>(undefined);

export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The BCP 47 tag `Intl` formats in ("en-GB", "de"). */
export function useLocale(): string | undefined {
  return useContext(LocaleContext);
}
