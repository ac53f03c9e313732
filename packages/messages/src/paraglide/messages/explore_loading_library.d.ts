/**
* | output |
* | --- |
* | "Loading the library" |
*
* @param {Explore_Loading_LibraryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_loading_library: ((inputs?: Explore_Loading_LibraryInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Loading_LibraryInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Loading_LibraryInputs = {};
