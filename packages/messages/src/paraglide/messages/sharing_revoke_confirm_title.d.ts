/**
* | output |
* | --- |
* | "Revoke access of {email}?" |
*
* @param {Sharing_Revoke_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_revoke_confirm_title: ((inputs: Sharing_Revoke_Confirm_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Revoke_Confirm_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Revoke_Confirm_TitleInputs = {
    email: NonNullable<unknown>;
};
