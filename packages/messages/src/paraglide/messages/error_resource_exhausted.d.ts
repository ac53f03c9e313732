/**
* | output |
* | --- |
* | "Your plan limit has been reached. Upgrade your plan to go further." |
*
* @param {Error_Resource_ExhaustedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_resource_exhausted: ((inputs?: Error_Resource_ExhaustedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Resource_ExhaustedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Resource_ExhaustedInputs = {};
