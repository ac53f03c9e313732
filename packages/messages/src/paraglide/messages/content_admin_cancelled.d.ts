/**
* | output |
* | --- |
* | "Moving {name} was cancelled; it is back at {position}." |
*
* @param {Content_Admin_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_cancelled: ((inputs: Content_Admin_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_CancelledInputs = {
    name: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
