/**
* | output |
* | --- |
* | "Sign-in link sent again to {email}" |
*
* @param {Sharing_Sent_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_sent_again: ((inputs: Sharing_Sent_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Sent_AgainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Sent_AgainInputs = {
    email: NonNullable<unknown>;
};
