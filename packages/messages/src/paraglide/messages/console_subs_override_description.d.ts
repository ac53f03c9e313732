/**
* | output |
* | --- |
* | "Its limits follow this plan until the end date, then the {plan} plan it pays for again. Its owners see the plan, the reason and the end on their billing page." |
*
* @param {Console_Subs_Override_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_override_description: ((inputs: Console_Subs_Override_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Subs_Override_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Subs_Override_DescriptionInputs = {
    plan: NonNullable<unknown>;
};
