/**
* | output |
* | --- |
* | "Pay the open invoice" |
*
* @param {Testbilling_Pay_InvoiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_pay_invoice: ((inputs?: Testbilling_Pay_InvoiceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testbilling_Pay_InvoiceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Testbilling_Pay_InvoiceInputs = {};
