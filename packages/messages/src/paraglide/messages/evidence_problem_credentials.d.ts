/**
* | output |
* | --- |
* | "Remove the user name or password from the address" |
*
* @param {Evidence_Problem_CredentialsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const evidence_problem_credentials: ((inputs?: Evidence_Problem_CredentialsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Evidence_Problem_CredentialsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Evidence_Problem_CredentialsInputs = {};
