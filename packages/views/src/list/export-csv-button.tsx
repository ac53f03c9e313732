import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { Button, useToast } from '@assay/ui';
import { useState } from 'react';
import { downloadText } from '../download.ts';

/** What an export produced: the CSV, and a notice when it stopped at its row limit. */
export interface CsvExport {
  /** The file's name before the date: "organisations" saves as organisations-2026-01-31.csv. */
  name: string;
  csv: string;
  /** Shown as an info toast when the export left rows out ("Exported the first 5,000 …"). */
  truncated?: { title: string; description: string };
}

/** "Export CSV": runs the export (typically a lazily imported collector), saves the file, says what failed. */
export function ExportCsvButton({ run }: { run: () => Promise<CsvExport> }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { name, csv, truncated } = await run();
      downloadText(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv;charset=utf-8', csv);
      if (truncated) toast({ ...truncated, tone: 'info' });
    } catch (failure) {
      toast({ title: m.list_export_failed(), description: toAppError(failure).message, tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="soft" icon="download" loading={busy} onClick={() => void start()}>
      {m.list_export_csv()}
    </Button>
  );
}
