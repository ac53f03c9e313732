/**
* | output |
* | --- |
* | "{name} dropped at {position}." |
*
* @param {Content_Admin_DroppedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_dropped: ((inputs: Content_Admin_DroppedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_DroppedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_DroppedInputs = {
    name: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
