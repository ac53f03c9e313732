/**
* | output |
* | --- |
* | "Ref, title, text or framework reference (e.g. A.5.15)" |
*
* @param {Explore_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_search_placeholder: ((inputs?: Explore_Search_PlaceholderInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Search_PlaceholderInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Search_PlaceholderInputs = {};
