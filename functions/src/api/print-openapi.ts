// Writes functions/openapi.json from the contracts (`pnpm --filter @assay/functions openapi`).
import { writeFileSync } from 'node:fs';
import { allContracts } from '@assay/domain/contracts';
import { API_VERSION } from './api-version.ts';
import { buildOpenApi } from './openapi.ts';

writeFileSync(
  new URL('../../openapi.json', import.meta.url),
  `${JSON.stringify(buildOpenApi(allContracts, API_VERSION), null, 2)}\n`,
);
