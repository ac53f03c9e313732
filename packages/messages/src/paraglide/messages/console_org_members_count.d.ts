/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} member, oldest first." |
* | "other" | "{shown} members, oldest first." |
*
* @param {Console_Org_Members_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_members_count: ((inputs: Console_Org_Members_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Members_CountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Members_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
