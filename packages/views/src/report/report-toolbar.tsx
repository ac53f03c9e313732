import { isAppLocale, localeNames, locales, type AppLocale, type Locale } from '@assay/domain/locales';
import { m } from '@assay/messages';
import { Button, Inline, Select } from '@assay/ui';
import type { ReactNode } from 'react';
import { useUrlFilters } from '../app/use-url-filters.ts';
import { activeLocale } from '../locale/active-locale.ts';
import * as styles from './report.css.ts';

/**
 * The language a report is written in: `?lang=` when the reader chose one (so a shared or
 * bookmarked link prints the same), else `preferred` (the tenant's client language), else the
 * page's own.
 */
export function useReportLocale(preferred?: Locale): [AppLocale, (locale: AppLocale) => void] {
  const [params, patch] = useUrlFilters();
  const chosen = params.get('lang');
  const locale = isAppLocale(chosen) ? chosen : (preferred ?? activeLocale());
  return [locale, (next) => patch({ lang: next })];
}

/** Above a report on screen only: the way back, the report's language and "Save as PDF". */
export function ReportToolbar({
  back,
  locale,
  onLocaleChange,
}: {
  back: ReactNode;
  locale: AppLocale;
  onLocaleChange: (locale: AppLocale) => void;
}) {
  return (
    <Inline justify="space-between" align="flex-end" className={styles.toolbar}>
      <span className={styles.toolbarBack}>{back}</span>
      <Inline gap="sm" align="flex-end">
        <Select
          label={m.report_language()}
          size="sm"
          value={locale}
          onValueChange={(value) => isAppLocale(value) && onLocaleChange(value)}
          options={locales.map((value) => ({ value, label: localeNames[value] }))}
        />
        <Button icon="download" onClick={() => window.print()}>
          {m.report_save_pdf()}
        </Button>
      </Inline>
    </Inline>
  );
}
