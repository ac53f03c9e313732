/**
* | output |
* | --- |
* | "You can read every baseline here; owners and admins of your organisation edit them." |
*
* @param {Content_Admin_Read_EveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_read_every: ((inputs?: Content_Admin_Read_EveryInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Read_EveryInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Read_EveryInputs = {};
