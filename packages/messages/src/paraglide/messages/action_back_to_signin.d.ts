/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Action_Back_To_SigninInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_back_to_signin: ((inputs?: Action_Back_To_SigninInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Action_Back_To_SigninInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Action_Back_To_SigninInputs = {};
