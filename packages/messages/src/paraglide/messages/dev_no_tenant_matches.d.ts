/**
* | output |
* | --- |
* | "No tenant matches." |
*
* @param {Dev_No_Tenant_MatchesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_no_tenant_matches: ((inputs?: Dev_No_Tenant_MatchesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_No_Tenant_MatchesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_No_Tenant_MatchesInputs = {};
