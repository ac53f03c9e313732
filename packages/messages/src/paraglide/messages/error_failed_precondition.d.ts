/**
* | output |
* | --- |
* | "This cannot be done in the current state." |
*
* @param {Error_Failed_PreconditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_failed_precondition: ((inputs?: Error_Failed_PreconditionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Failed_PreconditionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Failed_PreconditionInputs = {};
