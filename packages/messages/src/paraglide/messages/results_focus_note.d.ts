/**
* | output |
* | --- |
* | "Gaps and contributions of {domain} only" |
*
* @param {Results_Focus_NoteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_focus_note: ((inputs: Results_Focus_NoteInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Focus_NoteInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Focus_NoteInputs = {
    domain: NonNullable<unknown>;
};
