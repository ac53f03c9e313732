/**
* | output |
* | --- |
* | "Last sign-in" |
*
* @param {Sharing_Last_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_last_sign_in: ((inputs?: Sharing_Last_Sign_InInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Last_Sign_InInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Last_Sign_InInputs = {};
