/**
* | output |
* | --- |
* | "Changed by others" |
*
* @param {Workspace_Filter_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_filter_others: ((inputs?: Workspace_Filter_OthersInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Filter_OthersInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Filter_OthersInputs = {};
