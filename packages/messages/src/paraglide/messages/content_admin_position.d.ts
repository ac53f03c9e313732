/**
* | output |
* | --- |
* | "position {n} of {total}" |
*
* @param {Content_Admin_PositionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_position: ((inputs: Content_Admin_PositionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_PositionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_PositionInputs = {
    n: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
