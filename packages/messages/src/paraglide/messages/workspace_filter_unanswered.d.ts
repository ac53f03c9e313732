/**
* | output |
* | --- |
* | "Unanswered" |
*
* @param {Workspace_Filter_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_filter_unanswered: ((inputs?: Workspace_Filter_UnansweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Filter_UnansweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Filter_UnansweredInputs = {};
