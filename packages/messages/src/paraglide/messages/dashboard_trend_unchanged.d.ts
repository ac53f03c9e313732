/**
* | output |
* | --- |
* | "unchanged" |
*
* @param {Dashboard_Trend_UnchangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_unchanged: ((inputs?: Dashboard_Trend_UnchangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Trend_UnchangedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Trend_UnchangedInputs = {};
