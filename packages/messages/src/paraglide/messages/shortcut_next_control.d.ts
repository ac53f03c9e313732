/**
* | output |
* | --- |
* | "Next control" |
*
* @param {Shortcut_Next_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcut_next_control: ((inputs?: Shortcut_Next_ControlInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shortcut_Next_ControlInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shortcut_Next_ControlInputs = {};
