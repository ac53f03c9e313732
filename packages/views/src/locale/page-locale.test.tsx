import { useLocale, useUiText } from '@assay/ui';
import { getLocale, setLocale } from '@assay/messages/runtime';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLocale } from './page-locale.tsx';
import { useClientLocale } from './use-client-locale.ts';

/** Reads what @assay/ui's components would: the Intl tag and one of their own words. */
function UiProbe() {
  return (
    <output aria-label="ui">
      {useLocale()} {useUiText().close}
    </output>
  );
}

/** A portal page: it learns the tenant's client language from the server after its first render. */
function ClientPage({ language }: { language?: 'fr' }) {
  useClientLocale(language);
  return null;
}

afterEach(() => {
  void setLocale('en', { reload: false });
  document.documentElement.lang = 'en';
});

describe('the page locale', () => {
  it("follows the tenant's client language into @assay/ui's words and Intl tag", () => {
    const tree = (language?: 'fr') => (
      <PageLocale>
        <UiProbe />
        <ClientPage language={language} />
      </PageLocale>
    );
    const page = render(tree());
    expect(screen.getByRole('status', { name: 'ui' })).toHaveTextContent('en-GB Close');

    page.rerender(tree('fr'));
    expect(getLocale()).toBe('fr');
    expect(screen.getByRole('status', { name: 'ui' })).toHaveTextContent('fr Fermer');
  });

  it("keeps the visitor's own choice over the client language", () => {
    window.localStorage.setItem('assay.locale', 'en');
    try {
      render(
        <PageLocale>
          <UiProbe />
          <ClientPage language="fr" />
        </PageLocale>,
      );
      expect(screen.getByRole('status', { name: 'ui' })).toHaveTextContent('en-GB Close');
    } finally {
      window.localStorage.removeItem('assay.locale');
    }
  });
});
