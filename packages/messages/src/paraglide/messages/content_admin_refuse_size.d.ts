/**
* | output |
* | --- |
* | "{name} is {size}; files up to {max} can be imported. Split it or remove unused columns." |
*
* @param {Content_Admin_Refuse_SizeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_refuse_size: ((inputs: Content_Admin_Refuse_SizeInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Admin_Refuse_SizeInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Admin_Refuse_SizeInputs = {
    name: NonNullable<unknown>;
    size: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
