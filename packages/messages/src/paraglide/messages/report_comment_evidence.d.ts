/**
* | output |
* | --- |
* | "Comment and evidence" |
*
* @param {Report_Comment_EvidenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_comment_evidence: ((inputs?: Report_Comment_EvidenceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Comment_EvidenceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Comment_EvidenceInputs = {};
