/**
* | output |
* | --- |
* | "Assay would like to use Google Analytics to learn which screens help and which get in the way. It sets its cookies only if you accept. You can change your ch..." |
*
* @param {Consent_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const consent_body: ((inputs?: Consent_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Consent_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Consent_BodyInputs = {};
