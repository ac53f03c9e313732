// The page's language for the components that format or sort (RelativeTime) and the words they
// say by themselves: @assay/ui does not know where the language comes from, so the app's mount
// passes its Intl tag and its words down once.
import { createContext, useContext, type ReactNode } from 'react';
import { englishUiText, type UiText } from './ui-text.ts';

// Without a provider (a unit test, a bench harness) the runtime's default locale formats.
const LocaleContext = createContext<string | undefined>(undefined);
const TextContext = createContext<UiText>(englishUiText);

export function LocaleProvider({
  locale,
  text = englishUiText,
  children,
}: {
  locale: string;
  text?: UiText;
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <TextContext.Provider value={text}>{children}</TextContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The BCP 47 tag `Intl` formats in ("en-GB", "de"). */
export function useLocale(): string | undefined {
  return useContext(LocaleContext);
}

/** The components' own words in the page's language. */
export function useUiText(): UiText {
  return useContext(TextContext);
}
