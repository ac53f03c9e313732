/**
* | output |
* | --- |
* | "; the subscription pays for {plan}" |
*
* @param {Console_Org_Pays_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_pays_for: ((inputs: Console_Org_Pays_ForInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Pays_ForInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Pays_ForInputs = {
    plan: NonNullable<unknown>;
};
