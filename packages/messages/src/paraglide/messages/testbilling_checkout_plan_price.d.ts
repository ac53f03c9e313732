/**
* | output |
* | --- |
* | "{plan} plan, {price}." |
*
* @param {Testbilling_Checkout_Plan_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout_plan_price: ((inputs: Testbilling_Checkout_Plan_PriceInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Testbilling_Checkout_Plan_PriceInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Testbilling_Checkout_Plan_PriceInputs = {
    plan: NonNullable<unknown>;
    price: NonNullable<unknown>;
};
