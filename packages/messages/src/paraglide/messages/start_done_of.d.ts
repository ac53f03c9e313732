/**
* | output |
* | --- |
* | "{done} of {total} done" |
*
* @param {Start_Done_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_done_of: ((inputs: Start_Done_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Start_Done_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Start_Done_OfInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
