import type { Locale } from '@assay/domain/locales';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReportToolbar, useReportLocale } from './report-toolbar.tsx';

function Probe({ preferred }: { preferred?: Locale }) {
  const [locale, setLocale] = useReportLocale(preferred);
  const location = useLocation();
  return (
    <>
      <ReportToolbar back={<a href="/back">Back</a>} locale={locale} onLocaleChange={setLocale} />
      <output aria-label="report locale">{locale}</output>
      <output aria-label="search">{location.search}</output>
    </>
  );
}

const renderAt = (url: string, preferred?: Locale) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe preferred={preferred} />
    </MemoryRouter>,
  );

describe('the report language', () => {
  it("is the client's language until the reader picks another, which the link keeps", async () => {
    renderAt('/report?view=report', 'fr');
    expect(screen.getByRole('status', { name: 'report locale' })).toHaveTextContent('fr');
    await userEvent.click(screen.getByRole('combobox', { name: 'Report language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    expect(screen.getByRole('status', { name: 'report locale' })).toHaveTextContent('de');
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?view=report&lang=de');
  });

  it('follows ?lang= over the client language, and ignores a language the product does not speak', () => {
    const chosen = renderAt('/report?lang=nl', 'fr');
    expect(screen.getByRole('status', { name: 'report locale' })).toHaveTextContent('nl');
    chosen.unmount();
    renderAt('/report?lang=xx', 'es');
    expect(screen.getByRole('status', { name: 'report locale' })).toHaveTextContent('es');
  });
});
