/**
* | output |
* | --- |
* | "{domains} domains and {controls} controls. Import creates a global draft you can review before publishing." |
*
* @param {Content_Admin_Ready_GlobalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_ready_global: ((inputs: Content_Admin_Ready_GlobalInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Ready_GlobalInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Ready_GlobalInputs = {
    domains: NonNullable<unknown>;
    controls: NonNullable<unknown>;
};
