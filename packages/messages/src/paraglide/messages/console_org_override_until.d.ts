/**
* | output |
* | --- |
* | "; set by Assay until {date} ({reason}), then the {plan} plan again" |
*
* @param {Console_Org_Override_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_override_until: ((inputs: Console_Org_Override_UntilInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Override_UntilInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Override_UntilInputs = {
    date: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
