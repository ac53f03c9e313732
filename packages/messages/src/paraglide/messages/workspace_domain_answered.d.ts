/**
* | output |
* | --- |
* | ", {done} of {total} answered" |
*
* @param {Workspace_Domain_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_domain_answered: ((inputs: Workspace_Domain_AnsweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Domain_AnsweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Domain_AnsweredInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
