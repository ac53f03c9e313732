/**
* | output |
* | --- |
* | "Code sent to {label}." |
*
* @param {Second_Step_Code_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_code_sent: ((inputs: Second_Step_Code_SentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Second_Step_Code_SentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Second_Step_Code_SentInputs = {
    label: NonNullable<unknown>;
};
