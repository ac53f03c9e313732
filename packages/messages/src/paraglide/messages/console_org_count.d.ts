/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} organisation" |
* | "other" | "{shown} organisations" |
*
* @param {Console_Org_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_count: ((inputs: Console_Org_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_CountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
