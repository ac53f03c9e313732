/**
* | output |
* | --- |
* | "{name} is back on the {plan} plan" |
*
* @param {Console_Subs_Back_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_back_on: ((inputs: Console_Subs_Back_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Subs_Back_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Subs_Back_OnInputs = {
    name: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
