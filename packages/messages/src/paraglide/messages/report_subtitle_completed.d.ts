/**
* | output |
* | --- |
* | "{baseline} · version {version} · completed {date}" |
*
* @param {Report_Subtitle_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_subtitle_completed: ((inputs: Report_Subtitle_CompletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Subtitle_CompletedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Subtitle_CompletedInputs = {
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
