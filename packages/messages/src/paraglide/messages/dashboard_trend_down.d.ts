/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "down {points} point" |
* | "other" | "down {points} points" |
*
* @param {Dashboard_Trend_DownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_trend_down: ((inputs: Dashboard_Trend_DownInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Trend_DownInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Trend_DownInputs = {
    points: NonNullable<unknown>;
};
