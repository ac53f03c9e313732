import type { BaselineVersion } from '../baseline.ts';
import { cloudWorkspace } from './cloud-workspace.ts';
import { essentialHygiene } from './essential-hygiene.ts';

/** The library shipped with Assay: global, published, seeded on first start. */
export const globalBaselines: readonly BaselineVersion[] = [essentialHygiene, cloudWorkspace];
