/**
* | output |
* | --- |
* | "Not applicable controls ({notApplicable}) and controls under an accepted exception ({exceptions}) are left out of both sums: they neither raise nor lower the..." |
*
* @param {Results_Left_Out_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_left_out_rule: ((inputs: Results_Left_Out_RuleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Left_Out_RuleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Left_Out_RuleInputs = {
    notApplicable: NonNullable<unknown>;
    exceptions: NonNullable<unknown>;
};
