/**
* | output |
* | --- |
* | "Organisation {id} · {plan}" |
*
* @param {Console_Org_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_heading: ((inputs: Console_Org_HeadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_HeadingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_HeadingInputs = {
    id: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
