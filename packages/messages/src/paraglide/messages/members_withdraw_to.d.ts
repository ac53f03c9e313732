/**
* | output |
* | --- |
* | "Withdraw the invitation to {email}" |
*
* @param {Members_Withdraw_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_withdraw_to: ((inputs: Members_Withdraw_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Withdraw_ToInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Withdraw_ToInputs = {
    email: NonNullable<unknown>;
};
