/**
* | output |
* | --- |
* | "Use upper-case letters and digits in dash-separated parts, like IAM-03." |
*
* @param {Field_Rule_Control_Ref_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_control_ref_format: ((inputs?: Field_Rule_Control_Ref_FormatInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Control_Ref_FormatInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Control_Ref_FormatInputs = {};
