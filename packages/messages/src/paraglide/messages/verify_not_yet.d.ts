/**
* | output |
* | --- |
* | "Not verified yet: open the link in the email we sent, then try again." |
*
* @param {Verify_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_not_yet: ((inputs?: Verify_Not_YetInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Verify_Not_YetInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Verify_Not_YetInputs = {};
