/**
* | output |
* | --- |
* | "{baseline} · version {version} · in progress, as of {date}" |
*
* @param {Report_Subtitle_As_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_subtitle_as_of: ((inputs: Report_Subtitle_As_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Subtitle_As_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Subtitle_As_OfInputs = {
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
