/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} member" |
* | "other" | "{shown} members" |
*
* @param {Billing_Line_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_line_members: ((inputs: Billing_Line_MembersInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Line_MembersInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Line_MembersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
