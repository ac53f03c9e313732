/**
* | output |
* | --- |
* | "Score by domain, 0–100" |
*
* @param {Scores_By_Domain_ChartInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scores_by_domain_chart: ((inputs?: Scores_By_Domain_ChartInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scores_By_Domain_ChartInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scores_By_Domain_ChartInputs = {};
