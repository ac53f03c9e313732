/**
* | output |
* | --- |
* | "It leaves the list and stops counting against your plan. You can restore it at any time." |
*
* @param {Tenants_Archive_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_confirm_description: ((inputs?: Tenants_Archive_Confirm_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Archive_Confirm_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Archive_Confirm_DescriptionInputs = {};
