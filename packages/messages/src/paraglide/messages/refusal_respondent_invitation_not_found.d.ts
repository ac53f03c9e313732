/**
* | output |
* | --- |
* | "This invitation does not exist or you cannot see it." |
*
* @param {Refusal_Respondent_Invitation_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_respondent_invitation_not_found: ((inputs?: Refusal_Respondent_Invitation_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Respondent_Invitation_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Respondent_Invitation_Not_FoundInputs = {};
