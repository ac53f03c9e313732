/**
* | output |
* | --- |
* | "Overall score of each completed assessment of this baseline" |
*
* @param {Results_Trend_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_trend_description: ((inputs?: Results_Trend_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Trend_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Trend_DescriptionInputs = {};
