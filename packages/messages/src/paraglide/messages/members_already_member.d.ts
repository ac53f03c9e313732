/**
* | output |
* | --- |
* | "This account already belongs to an organisation. Ask to be removed from it first, or sign in with another account." |
*
* @param {Members_Already_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_already_member: ((inputs?: Members_Already_MemberInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Already_MemberInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Already_MemberInputs = {};
