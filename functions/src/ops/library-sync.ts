// `ops library sync`: the global library the repository ships (@assay/domain/baselines) onto the
// project. A lineage the project lacks is written as shipped (version 1, published); one whose
// latest published version differs from the shipped content gets a new version with it, through
// the same services as the console (new version → save → publish, each audited). A lineage
// whose content is the same is left alone, so a second run changes nothing.
import { globalBaselines } from '@assay/domain/baselines';
import type { BaselineVersion } from '@assay/domain/baselines';
import type { BaselineHeader } from '../data/baselines/baseline-mapper.ts';
import { newBaselineVersion, publishBaseline, saveBaseline } from '../services/baselines-admin-service.ts';
import { globalScope } from '../services/library-service.ts';
import { opsPlatform } from './context.ts';
import type { OpsContext, OpsReport } from './context.ts';

type Content = Pick<BaselineVersion, 'domains' | 'controls'> & { name: string; description: string };

function contentOf(version: BaselineVersion): Content {
  const { name, description } = version.baseline;
  return { name, description, domains: version.domains, controls: version.controls };
}

const sameContent = (a: Content, b: Content) => JSON.stringify(a) === JSON.stringify(b);

export async function syncLibrary(
  ctx: OpsContext,
  shipped: readonly BaselineVersion[] = globalBaselines,
): Promise<OpsReport> {
  const platform = opsPlatform(ctx, 'library-sync');
  const headers = await platform.globalBaselines.allGlobal();
  const report: OpsReport = { changes: [], notes: [] };
  for (const version of shipped) {
    const { lineageId, name } = version.baseline;
    const lineage = headers
      .filter((header) => header.baseline.lineageId === lineageId)
      .sort((a, b) => b.baseline.version - a.baseline.version);
    const latest: BaselineHeader | undefined = lineage[0];
    if (!latest) {
      report.changes.push(`publish ${name} (${lineageId}) as version 1`);
      if (ctx.apply) await addLineage(ctx, version);
      continue;
    }
    if (latest.baseline.status !== 'published') {
      report.notes.push(
        `${name}: its latest version ${latest.baseline.version} is ${latest.baseline.status === 'draft' ? 'a draft being edited (publish or delete it in the console, then sync again)' : 'retired'}; left alone`,
      );
      continue;
    }
    const current = await platform.globalBaselines.load(latest);
    if (sameContent(contentOf(current), contentOf(version))) {
      report.notes.push(`${name}: version ${latest.baseline.version} matches the repository`);
      continue;
    }
    report.changes.push(
      `publish ${name} version ${latest.baseline.version + 1} with the repository's content`,
    );
    if (ctx.apply) await publishNewVersion(ctx, latest, contentOf(version));
  }
  return report;
}

/** A lineage the project lacks, as shipped, with its entry in the global log. */
async function addLineage(ctx: OpsContext, version: BaselineVersion): Promise<void> {
  await opsPlatform(ctx, 'library-sync').transaction(async (tx) => {
    if (await tx.baselines.header(version.baseline.id)) return;
    tx.baselines.putNew(version);
    tx.audit.record({
      target: `baseline/${version.baseline.id}`,
      summary: `Published version ${version.baseline.version} of a global baseline`,
      subjectName: version.baseline.name,
    });
  });
}

async function publishNewVersion(ctx: OpsContext, latest: BaselineHeader, content: Content): Promise<void> {
  const scope = globalScope(opsPlatform(ctx, 'library-sync'));
  const draft = await newBaselineVersion(scope, latest.baseline.id);
  const saved = await saveBaseline(scope, {
    baselineId: draft.baseline.id,
    expectedRevision: draft.baseline.revision,
    ...content,
  });
  await publishBaseline(
    scope,
    { baselineId: saved.baseline.id, expectedRevision: saved.baseline.revision },
    ctx.operator,
    ctx.now(),
  );
}
