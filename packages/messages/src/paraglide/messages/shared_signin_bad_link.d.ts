/**
* | output |
* | --- |
* | "It may have been replaced by a newer invitation or withdrawn, or it was copied incompletely. Ask the person who shared it with you to send it again." |
*
* @param {Shared_Signin_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_bad_link: ((inputs?: Shared_Signin_Bad_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Signin_Bad_LinkInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Signin_Bad_LinkInputs = {};
