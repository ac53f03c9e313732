/**
* | output |
* | --- |
* | "Every operation of the REST API, from its OpenAPI document (/api/v1/openapi.json), with a curl line and a way to try it with a key you paste." |
*
* @param {Dev_Reference_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_reference_description: ((inputs?: Dev_Reference_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Reference_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Reference_DescriptionInputs = {};
