/**
* | output |
* | --- |
* | "On" |
*
* @param {Members_Second_Factor_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_on: ((inputs?: Members_Second_Factor_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Second_Factor_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Second_Factor_OnInputs = {};
