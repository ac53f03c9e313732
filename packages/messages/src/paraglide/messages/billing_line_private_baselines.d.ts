/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} private baseline" |
* | "other" | "{shown} private baselines" |
*
* @param {Billing_Line_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_line_private_baselines: ((inputs: Billing_Line_Private_BaselinesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Line_Private_BaselinesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Line_Private_BaselinesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
