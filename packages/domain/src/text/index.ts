export { HUMAN_TEXT_META, hasVisibleText, humanText, textProblem, uniquenessKey } from './text.ts';
export type { HumanTextOptions, TextRules } from './text.ts';
