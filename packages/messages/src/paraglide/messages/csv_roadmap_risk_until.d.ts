/**
* | output |
* | --- |
* | "Risk accepted until" |
*
* @param {Csv_Roadmap_Risk_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const csv_roadmap_risk_until: ((inputs?: Csv_Roadmap_Risk_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Roadmap_Risk_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Csv_Roadmap_Risk_UntilInputs = {};
