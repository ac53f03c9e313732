/**
* | output |
* | --- |
* | "{inviter} invited you to join {organisation} on Assay." |
*
* @param {Invitation_Intro_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_intro_by: ((inputs: Invitation_Intro_ByInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invitation_Intro_ByInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invitation_Intro_ByInputs = {
    inviter: NonNullable<unknown>;
    organisation: NonNullable<unknown>;
};
