/**
* | output |
* | --- |
* | "{title}. Their answer was saved while you were editing yours; nothing has been overwritten. Choose the answer to keep." |
*
* @param {Conflict_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const conflict_description: ((inputs: Conflict_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conflict_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conflict_DescriptionInputs = {
    title: NonNullable<unknown>;
};
