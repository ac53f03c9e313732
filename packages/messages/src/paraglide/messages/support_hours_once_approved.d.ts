/**
* | output |
* | --- |
* | "{hours} h once approved" |
*
* @param {Support_Hours_Once_ApprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_hours_once_approved: ((inputs: Support_Hours_Once_ApprovedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Hours_Once_ApprovedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Hours_Once_ApprovedInputs = {
    hours: NonNullable<unknown>;
};
