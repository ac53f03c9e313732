/**
* | output |
* | --- |
* | "Ignored: {reason}" |
*
* @param {Console_Org_Ignored_BecauseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_ignored_because: ((inputs: Console_Org_Ignored_BecauseInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Ignored_BecauseInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Ignored_BecauseInputs = {
    reason: NonNullable<unknown>;
};
