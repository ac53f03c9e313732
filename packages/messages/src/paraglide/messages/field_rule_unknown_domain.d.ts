/**
* | output |
* | --- |
* | "“{value}” is not a domain of this baseline." |
*
* @param {Field_Rule_Unknown_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_unknown_domain: ((inputs: Field_Rule_Unknown_DomainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Unknown_DomainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Unknown_DomainInputs = {
    value: NonNullable<unknown>;
};
