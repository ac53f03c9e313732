/**
* | output |
* | --- |
* | "A published version never changes; editing starts a new draft version." |
*
* @param {Content_Admin_Published_Never_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_published_never_changes: ((inputs?: Content_Admin_Published_Never_ChangesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Published_Never_ChangesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Published_Never_ChangesInputs = {};
