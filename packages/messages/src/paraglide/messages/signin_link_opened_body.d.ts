/**
* | output |
* | --- |
* | "Enter the email address it was sent to, then finish signing in. No password is needed." |
*
* @param {Signin_Link_Opened_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_link_opened_body: ((inputs?: Signin_Link_Opened_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signin_Link_Opened_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signin_Link_Opened_BodyInputs = {};
