/**
* | output |
* | --- |
* | "Off: asked to add one" |
*
* @param {Members_Second_Factor_Off_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_second_factor_off_required: ((inputs?: Members_Second_Factor_Off_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Second_Factor_Off_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Second_Factor_Off_RequiredInputs = {};
