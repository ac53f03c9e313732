/**
* | output |
* | --- |
* | "Only owners and admins can archive or restore tenants." |
*
* @param {Tenants_Archive_Only_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_only_admins: ((inputs?: Tenants_Archive_Only_AdminsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Archive_Only_AdminsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Archive_Only_AdminsInputs = {};
