// platform/migrations: which version of the data migrations a deployment has run (the ops CLI's
// `migrate` sets it, `status` shows it). Locally `npm start` keeps the same number in a file.
import type { DocumentData } from 'firebase-admin/firestore';
import { isoFrom, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface MigrationMarker {
  version: number;
  at: string;
  by: string;
}

const markerMapper: Mapper<MigrationMarker> = {
  toDoc: (marker) => ({ version: marker.version, at: timestampFromIso(marker.at), by: marker.by }),
  fromDoc: (data: DocumentData) => ({
    version: typeof data.version === 'number' ? data.version : 0,
    at: isoFrom(data.at, 'at'),
    by: str(data.by, 'by'),
  }),
};

const markerDoc = docAt(`${collections.platform}/migrations`, markerMapper);

export function readMigrationMarker(reader: Reader): Promise<MigrationMarker | null> {
  return reader.get(markerDoc);
}

export function writeMigrationMarker(uow: UnitOfWork, marker: MigrationMarker): void {
  uow.set(markerDoc, marker);
}
