/**
* | output |
* | --- |
* | "Accepted until {date}: {reason}" |
*
* @param {Exception_Accepted_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_accepted_until: ((inputs: Exception_Accepted_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Exception_Accepted_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Exception_Accepted_UntilInputs = {
    date: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
