/**
* | output |
* | --- |
* | "This invitation link is no longer valid. Ask for a new invitation." |
*
* @param {Refusal_Invitation_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invitation_link_invalid: ((inputs?: Refusal_Invitation_Link_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Invitation_Link_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Invitation_Link_InvalidInputs = {};
