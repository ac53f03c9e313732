/**
* | output |
* | --- |
* | "{name} created as a draft" |
*
* @param {Content_Admin_Created_As_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_created_as_draft: ((inputs: Content_Admin_Created_As_DraftInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Created_As_DraftInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Created_As_DraftInputs = {
    name: NonNullable<unknown>;
};
