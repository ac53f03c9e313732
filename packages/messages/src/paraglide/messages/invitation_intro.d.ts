/**
* | output |
* | --- |
* | "You were invited to join {organisation} on Assay." |
*
* @param {Invitation_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_intro: ((inputs: Invitation_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invitation_IntroInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invitation_IntroInputs = {
    organisation: NonNullable<unknown>;
};
