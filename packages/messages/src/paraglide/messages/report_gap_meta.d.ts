/**
* | output |
* | --- |
* | "{domain} · {state} · weight {weight} · effort {effort}" |
*
* @param {Report_Gap_MetaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_gap_meta: ((inputs: Report_Gap_MetaInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Gap_MetaInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Gap_MetaInputs = {
    domain: NonNullable<unknown>;
    state: NonNullable<unknown>;
    weight: NonNullable<unknown>;
    effort: NonNullable<unknown>;
};
