/**
* | output |
* | --- |
* | "{tenant} is shared with {email}" |
*
* @param {Sharing_Shared_WithInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_shared_with: ((inputs: Sharing_Shared_WithInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Shared_WithInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Shared_WithInputs = {
    tenant: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
