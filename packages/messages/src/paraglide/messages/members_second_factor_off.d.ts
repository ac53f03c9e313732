/**
* | output |
* | --- |
* | "Off" |
*
* @param {Members_Second_Factor_OffInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_off: ((inputs?: Members_Second_Factor_OffInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Second_Factor_OffInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Second_Factor_OffInputs = {};
