/**
* | output |
* | --- |
* | "{added} added · {removed} removed · {changed} changed" |
*
* @param {Content_Admin_Diff_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_diff_summary: ((inputs: Content_Admin_Diff_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Diff_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Diff_SummaryInputs = {
    added: NonNullable<unknown>;
    removed: NonNullable<unknown>;
    changed: NonNullable<unknown>;
};
