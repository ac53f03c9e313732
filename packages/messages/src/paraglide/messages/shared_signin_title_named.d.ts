/**
* | output |
* | --- |
* | "Sign in to see {tenant}" |
*
* @param {Shared_Signin_Title_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_title_named: ((inputs: Shared_Signin_Title_NamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Signin_Title_NamedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Signin_Title_NamedInputs = {
    tenant: NonNullable<unknown>;
};
