import type { BaselineVersion } from '../baseline.ts';
import { cloudWorkspace } from './cloud-workspace.ts';
import { essentialHygiene } from './essential-hygiene.ts';

/** The built-in baselines shipped with Assay: global, published, seeded into the library on first start. */
export const globalBaselines: readonly BaselineVersion[] = [essentialHygiene, cloudWorkspace];
