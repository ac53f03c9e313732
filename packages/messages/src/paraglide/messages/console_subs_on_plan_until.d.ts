/**
* | output |
* | --- |
* | "{name} is on the {plan} plan until {date}" |
*
* @param {Console_Subs_On_Plan_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_on_plan_until: ((inputs: Console_Subs_On_Plan_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Subs_On_Plan_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Subs_On_Plan_UntilInputs = {
    name: NonNullable<unknown>;
    plan: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
