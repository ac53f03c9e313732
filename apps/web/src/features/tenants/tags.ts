import { tagSchema, TENANT_TAG_MAX, TENANT_TAGS_MAX } from '@assay/domain/tenants';

/** "EU, critical-supplier ," → ['eu', 'critical-supplier']: what people type into a tags field. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Room for the most tags of the longest length with their separators: the field's length cap. */
export const TAGS_TEXT_MAX = TENANT_TAGS_MAX * (TENANT_TAG_MAX + 2);

/** The first problem with typed tags, naming the tag at fault ("“eu!”: Use lower-case …"). */
export function tagsProblem(tags: readonly string[]): string | undefined {
  if (tags.length > TENANT_TAGS_MAX) return `At most ${TENANT_TAGS_MAX} tags (you have ${tags.length}).`;
  for (const tag of tags) {
    const result = tagSchema.safeParse(tag);
    if (!result.success)
      return `“${tag.length > 40 ? `${tag.slice(0, 40)}…` : tag}”: ${result.error.issues[0]?.message ?? 'not a valid tag'}.`;
  }
  return undefined;
}
