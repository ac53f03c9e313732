/**
* | output |
* | --- |
* | "End the {plan} plan of {name} now?" |
*
* @param {Console_Subs_End_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_end_title: ((inputs: Console_Subs_End_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Subs_End_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Subs_End_TitleInputs = {
    plan: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
