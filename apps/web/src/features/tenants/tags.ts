import { issueMessage, wordRule } from '@assay/client';
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

const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The first problem with typed tags, naming the tag at fault ("“eu!”: Use lower-case …"), in the page's language. */
export function tagsProblem(tags: readonly string[]): string | undefined {
  if (tags.length > TENANT_TAGS_MAX)
    return wordRule(
      { rule: 'too-many', params: { max: TENANT_TAGS_MAX } },
      `At most ${TENANT_TAGS_MAX} tags (you have ${tags.length}).`,
    );
  for (const tag of tags) {
    const issue = tagSchema.safeParse(tag).error?.issues[0];
    if (issue)
      return `“${tag.length > 40 ? `${tag.slice(0, 40)}…` : tag}”: ${asSentence(issueMessage(issue))}`;
  }
  return undefined;
}
