/**
* | output |
* | --- |
* | "{done} of {total} controls answered" |
*
* @param {Workspace_Progress_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_progress_answered: ((inputs: Workspace_Progress_AnsweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Progress_AnsweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Progress_AnsweredInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
