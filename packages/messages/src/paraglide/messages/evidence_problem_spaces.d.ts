/**
* | output |
* | --- |
* | "Remove spaces and control characters" |
*
* @param {Evidence_Problem_SpacesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_spaces: ((inputs?: Evidence_Problem_SpacesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Evidence_Problem_SpacesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Evidence_Problem_SpacesInputs = {};
