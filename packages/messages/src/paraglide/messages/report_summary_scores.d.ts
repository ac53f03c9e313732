/**
* | output |
* | --- |
* | "{tenant} scores {score} out of 100 against {baseline} (version {version}), with {coverage} of applicable controls answered." |
*
* @param {Report_Summary_ScoresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_scores: ((inputs: Report_Summary_ScoresInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Summary_ScoresInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Summary_ScoresInputs = {
    tenant: NonNullable<unknown>;
    score: NonNullable<unknown>;
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
    coverage: NonNullable<unknown>;
};
