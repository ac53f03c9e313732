/**
* | output |
* | --- |
* | "Picked up {name} at {position}." |
*
* @param {Content_Admin_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_picked_up: ((inputs: Content_Admin_Picked_UpInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Picked_UpInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Picked_UpInputs = {
    name: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
