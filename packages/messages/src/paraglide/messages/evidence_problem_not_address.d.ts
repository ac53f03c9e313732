/**
* | output |
* | --- |
* | "Enter a full web address, like https://example.com/evidence" |
*
* @param {Evidence_Problem_Not_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_not_address: ((inputs?: Evidence_Problem_Not_AddressInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Evidence_Problem_Not_AddressInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Evidence_Problem_Not_AddressInputs = {};
