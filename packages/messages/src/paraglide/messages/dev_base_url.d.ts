/**
* | output |
* | --- |
* | "Base URL {url}" |
*
* @param {Dev_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_base_url: ((inputs: Dev_Base_UrlInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Base_UrlInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Base_UrlInputs = {
    url: NonNullable<unknown>;
};
