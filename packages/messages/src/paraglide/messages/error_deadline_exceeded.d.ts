/**
* | output |
* | --- |
* | "The server took too long to answer. Please try again." |
*
* @param {Error_Deadline_ExceededInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_deadline_exceeded: ((inputs?: Error_Deadline_ExceededInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Deadline_ExceededInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Deadline_ExceededInputs = {};
