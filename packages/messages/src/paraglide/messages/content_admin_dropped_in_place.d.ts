/**
* | output |
* | --- |
* | "{name} dropped where it was." |
*
* @param {Content_Admin_Dropped_In_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_dropped_in_place: ((inputs: Content_Admin_Dropped_In_PlaceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Dropped_In_PlaceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Dropped_In_PlaceInputs = {
    name: NonNullable<unknown>;
};
