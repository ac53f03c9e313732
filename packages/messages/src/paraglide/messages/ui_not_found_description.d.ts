/**
* | output |
* | --- |
* | "The address may be mistyped, or the page has moved." |
*
* @param {Ui_Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_not_found_description: ((inputs?: Ui_Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Not_Found_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ui_Not_Found_DescriptionInputs = {};
