/**
* | output |
* | --- |
* | "You are a system admin without an organisation of your own. Set one up below, curate the global library, or run the service from its console." |
*
* @param {Shell_Admin_Without_OrgInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_admin_without_org: ((inputs?: Shell_Admin_Without_OrgInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Admin_Without_OrgInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shell_Admin_Without_OrgInputs = {};
