/**
* | output |
* | --- |
* | "Test checkout" |
*
* @param {Testbilling_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout: ((inputs?: Testbilling_CheckoutInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testbilling_CheckoutInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Testbilling_CheckoutInputs = {};
