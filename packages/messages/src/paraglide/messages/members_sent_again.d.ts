/**
* | output |
* | --- |
* | "Invitation sent again to {email}" |
*
* @param {Members_Sent_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_sent_again: ((inputs: Members_Sent_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Sent_AgainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Sent_AgainInputs = {
    email: NonNullable<unknown>;
};
