/**
* | output |
* | --- |
* | "Welcome, {name}" |
*
* @param {Home_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_welcome_name: ((inputs: Home_Welcome_NameInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Welcome_NameInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Welcome_NameInputs = {
    name: NonNullable<unknown>;
};
