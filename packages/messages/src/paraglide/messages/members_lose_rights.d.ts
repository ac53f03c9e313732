/**
* | output |
* | --- |
* | "They lose the rights of their current role on their next action, and are asked to sign in again." |
*
* @param {Members_Lose_RightsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_lose_rights: ((inputs?: Members_Lose_RightsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Lose_RightsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Lose_RightsInputs = {};
