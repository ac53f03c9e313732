/**
* | output |
* | --- |
* | "{notApplicable} not applicable, {exceptions} exceptions" |
*
* @param {Results_Left_Out_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_left_out_hint: ((inputs: Results_Left_Out_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Left_Out_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Left_Out_HintInputs = {
    notApplicable: NonNullable<unknown>;
    exceptions: NonNullable<unknown>;
};
