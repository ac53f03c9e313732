/**
* | output |
* | --- |
* | "Archiving hides the tenant from the list and frees a place on your plan. Nothing is deleted." |
*
* @param {Tenants_Archive_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_explained: ((inputs?: Tenants_Archive_ExplainedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Archive_ExplainedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Archive_ExplainedInputs = {};
