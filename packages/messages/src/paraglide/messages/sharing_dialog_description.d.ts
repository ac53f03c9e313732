/**
* | output |
* | --- |
* | "They see this tenant's overview, completed results and roadmap, read-only, and may comment. They sign in with a link sent to this address; no password." |
*
* @param {Sharing_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_dialog_description: ((inputs?: Sharing_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Dialog_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Dialog_DescriptionInputs = {};
