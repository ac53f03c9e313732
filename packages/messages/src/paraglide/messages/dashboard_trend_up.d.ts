/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "up {points} point" |
* | "other" | "up {points} points" |
*
* @param {Dashboard_Trend_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_up: ((inputs: Dashboard_Trend_UpInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Trend_UpInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Trend_UpInputs = {
    points: NonNullable<unknown>;
};
