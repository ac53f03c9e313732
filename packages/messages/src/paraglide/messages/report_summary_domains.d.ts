/**
* | output |
* | --- |
* | "The strongest domain is {strongest} ({strongestScore}); the weakest is {weakest} ({weakestScore})." |
*
* @param {Report_Summary_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_domains: ((inputs: Report_Summary_DomainsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Summary_DomainsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Summary_DomainsInputs = {
    strongest: NonNullable<unknown>;
    strongestScore: NonNullable<unknown>;
    weakest: NonNullable<unknown>;
    weakestScore: NonNullable<unknown>;
};
