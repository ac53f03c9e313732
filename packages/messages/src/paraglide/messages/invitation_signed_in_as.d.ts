/**
* | output |
* | --- |
* | "You are signed in as {email}." |
*
* @param {Invitation_Signed_In_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signed_in_as: ((inputs: Invitation_Signed_In_AsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invitation_Signed_In_AsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invitation_Signed_In_AsInputs = {
    email: NonNullable<unknown>;
};
