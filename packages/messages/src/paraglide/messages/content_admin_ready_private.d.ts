/**
* | output |
* | --- |
* | "{domains} domains and {controls} controls. Import creates a private draft you can review before publishing." |
*
* @param {Content_Admin_Ready_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_ready_private: ((inputs: Content_Admin_Ready_PrivateInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Ready_PrivateInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Ready_PrivateInputs = {
    domains: NonNullable<unknown>;
    controls: NonNullable<unknown>;
};
