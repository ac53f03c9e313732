/**
* | output |
* | --- |
* | "{organisation} shared the results of {tenant} with you." |
*
* @param {Shared_Signin_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_intro: ((inputs: Shared_Signin_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Signin_IntroInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Signin_IntroInputs = {
    organisation: NonNullable<unknown>;
    tenant: NonNullable<unknown>;
};
