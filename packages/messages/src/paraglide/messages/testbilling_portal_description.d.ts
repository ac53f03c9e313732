/**
* | output |
* | --- |
* | "Stands in for the Stripe customer portal: make the next renewal fail, or pay the open invoice." |
*
* @param {Testbilling_Portal_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_portal_description: ((inputs?: Testbilling_Portal_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testbilling_Portal_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Testbilling_Portal_DescriptionInputs = {};
