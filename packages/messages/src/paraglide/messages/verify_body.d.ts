/**
* | output |
* | --- |
* | "We sent a link to {email}. Until it is verified, signing in with Google on this address would replace your password." |
*
* @param {Verify_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const verify_body: ((inputs: Verify_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Verify_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Verify_BodyInputs = {
    email: NonNullable<unknown>;
};
