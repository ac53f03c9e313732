/**
* | output |
* | --- |
* | "Body fields: {fields}" |
*
* @param {Dev_Body_FieldsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_body_fields: ((inputs: Dev_Body_FieldsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Body_FieldsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Body_FieldsInputs = {
    fields: NonNullable<unknown>;
};
