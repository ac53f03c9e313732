/**
* | output |
* | --- |
* | "{name} moved to {position}." |
*
* @param {Content_Admin_Moved_OverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_moved_over: ((inputs: Content_Admin_Moved_OverInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Moved_OverInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Moved_OverInputs = {
    name: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
