/**
* | output |
* | --- |
* | "Your organisation requires two-step sign-in. Add an authenticator app or a phone below; once it is added you can continue." |
*
* @param {Second_Step_Required_BannerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_required_banner: ((inputs?: Second_Step_Required_BannerInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Second_Step_Required_BannerInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Second_Step_Required_BannerInputs = {};
