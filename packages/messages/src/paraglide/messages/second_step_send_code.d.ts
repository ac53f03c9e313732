/**
* | output |
* | --- |
* | "Text me a code" |
*
* @param {Second_Step_Send_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_send_code: ((inputs?: Second_Step_Send_CodeInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Second_Step_Send_CodeInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Second_Step_Send_CodeInputs = {};
