/**
* | output |
* | --- |
* | "Your session has ended. Please sign in again." |
*
* @param {Error_UnauthenticatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_unauthenticated: ((inputs?: Error_UnauthenticatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_UnauthenticatedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_UnauthenticatedInputs = {};
