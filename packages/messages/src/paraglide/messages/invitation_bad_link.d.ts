/**
* | output |
* | --- |
* | "This invitation link does not work: it may have expired, been withdrawn or used already. Ask the person who invited you for a new invitation." |
*
* @param {Invitation_Bad_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_bad_link: ((inputs?: Invitation_Bad_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invitation_Bad_LinkInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invitation_Bad_LinkInputs = {};
