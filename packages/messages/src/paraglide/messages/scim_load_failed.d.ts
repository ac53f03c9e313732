/**
* | output |
* | --- |
* | "SCIM tokens could not be loaded" |
*
* @param {Scim_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_load_failed: ((inputs?: Scim_Load_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Load_FailedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Load_FailedInputs = {};
