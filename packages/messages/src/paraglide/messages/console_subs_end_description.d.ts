/**
* | output |
* | --- |
* | "The organisation goes back to the {plan} plan at once; its owners see it on their billing page." |
*
* @param {Console_Subs_End_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_end_description: ((inputs: Console_Subs_End_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Subs_End_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Subs_End_DescriptionInputs = {
    plan: NonNullable<unknown>;
};
