/**
* | output |
* | --- |
* | "This invitation is for another email address. Sign in with the address it was sent to." |
*
* @param {Refusal_Invitation_Other_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invitation_other_email: ((inputs?: Refusal_Invitation_Other_EmailInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Invitation_Other_EmailInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Invitation_Other_EmailInputs = {};
