// Writing a version as a file. Every format carries the same portable document (ids
// included), so reading an export back gives the identical content (see io.test.ts).
import { stringify } from 'yaml';
import type { BaselineVersion } from '../baseline.ts';
import { baselineToCsv } from './csv-format.ts';
import { portableOf } from './document.ts';
import type { BaselineFileFormat } from './document.ts';

export interface BaselineFile {
  fileName: string;
  mediaType: string;
  text: string;
}

const mediaTypes: Record<BaselineFileFormat, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  csv: 'text/csv',
};

/** `essential-security-hygiene-v2.csv`: the name in lower-case ASCII words, the version and the format. */
export function baselineFileName(
  version: Pick<BaselineVersion, 'baseline'>,
  format: BaselineFileFormat,
): string {
  const slug = version.baseline.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '')
    .slice(0, 60)
    .replace(/-+$/u, '');
  return `${slug || 'baseline'}-v${version.baseline.version}.${format}`;
}

export function exportBaseline(
  version: Pick<BaselineVersion, 'baseline' | 'domains' | 'controls'>,
  format: BaselineFileFormat,
): BaselineFile {
  const document = portableOf(version);
  const text =
    format === 'json'
      ? `${JSON.stringify(document, null, 2)}\n`
      : format === 'yaml'
        ? stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 })
        : baselineToCsv(document);
  return { fileName: baselineFileName(version, format), mediaType: mediaTypes[format], text };
}
