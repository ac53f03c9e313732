/**
* | output |
* | --- |
* | "Use an http or https address" |
*
* @param {Evidence_Problem_SchemeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_scheme: ((inputs?: Evidence_Problem_SchemeInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Evidence_Problem_SchemeInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Evidence_Problem_SchemeInputs = {};
