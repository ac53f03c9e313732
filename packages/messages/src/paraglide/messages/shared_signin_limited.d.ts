/**
* | output |
* | --- |
* | "Too many attempts were made with this link. Try again in an hour." |
*
* @param {Shared_Signin_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_limited: ((inputs?: Shared_Signin_LimitedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Signin_LimitedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Signin_LimitedInputs = {};
