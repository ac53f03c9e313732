/**
* | output |
* | --- |
* | "To verify {domain}, publish this TXT record with your DNS host, then verify. The record may stay published." |
*
* @param {Sso_Publish_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_publish_hint: ((inputs: Sso_Publish_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Publish_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Publish_HintInputs = {
    domain: NonNullable<unknown>;
};
