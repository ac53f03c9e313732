/**
* | output |
* | --- |
* | "Archive tenant" |
*
* @param {Tenants_Archive_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_tenant: ((inputs?: Tenants_Archive_TenantInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Archive_TenantInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Archive_TenantInputs = {};
