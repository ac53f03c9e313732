/**
* | output |
* | --- |
* | "Enter the 6-digit code your authenticator app shows for Assay ({label})." |
*
* @param {Second_Step_Description_TotpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_description_totp: ((inputs: Second_Step_Description_TotpInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Second_Step_Description_TotpInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Second_Step_Description_TotpInputs = {
    label: NonNullable<unknown>;
};
