/**
* | output |
* | --- |
* | "Domains with score, coverage and answered controls" |
*
* @param {Scores_By_Domain_TableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_by_domain_table: ((inputs?: Scores_By_Domain_TableInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scores_By_Domain_TableInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scores_By_Domain_TableInputs = {};
