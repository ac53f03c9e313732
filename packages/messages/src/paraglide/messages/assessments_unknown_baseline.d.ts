/**
* | output |
* | --- |
* | "Unknown baseline" |
*
* @param {Assessments_Unknown_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_unknown_baseline: ((inputs?: Assessments_Unknown_BaselineInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessments_Unknown_BaselineInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessments_Unknown_BaselineInputs = {};
