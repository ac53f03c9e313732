// The settings a deployed project lacks: a declared param left empty in functions/.env.<alias>,
// or a secret with no enabled version in Secret Manager (asked with the operator's credentials).
import { readFileSync } from 'node:fs';
import { applicationDefault } from 'firebase-admin/app';
import { declaredParams, declaredSecrets } from '@assay/functions/config';
import { MAIL_EXTENSION } from '../firebase-config.ts';
import { root } from '../firebaserc.ts';

/** Params a project may leave empty: the plan limits (the defaults hold), the backup bucket but in production. */
function optional(name: string, alias: string): boolean {
  return name === 'ASSAY_PLAN_LIMITS' || (name === 'ASSAY_BACKUP_BUCKET' && alias !== 'production');
}

export function emptyParams(envFile: string, alias: string): string[] {
  const values = new Map(
    envFile
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).trim()] as const),
  );
  return declaredParams
    .map((param) => param.name)
    .filter((name) => !optional(name, alias) && !values.get(name));
}

async function secretMissing(projectId: string, name: string, token: string): Promise<string | null> {
  const response = await fetch(
    `https://secretmanager.googleapis.com/v1/projects/${projectId}/secrets/${name}/versions/latest`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (response.status === 404) return name;
  if (!response.ok) return `${name} (could not check: HTTP ${response.status})`;
  const version = (await response.json()) as { state?: string };
  return version.state === 'ENABLED' ? null : `${name} (latest version ${version.state ?? 'unknown'})`;
}

export async function missingSettings(alias: string, projectId: string): Promise<string[]> {
  const params = emptyParams(readFileSync(new URL(`functions/.env.${alias}`, root), 'utf8'), alias);
  const { access_token: token } = await applicationDefault().getAccessToken();
  const secrets = [
    ...declaredSecrets.map((secret) => secret.name),
    `${MAIL_EXTENSION.instanceId}-SMTP_PASSWORD`,
  ];
  const missing = await Promise.all(secrets.map((name) => secretMissing(projectId, name, token)));
  return [...params, ...missing.filter((name): name is string => name !== null)];
}
