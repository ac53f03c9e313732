/**
* | output |
* | --- |
* | "Deleted organisation {tid}" |
*
* @param {Console_Deleted_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_deleted_organisation: ((inputs: Console_Deleted_OrganisationInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Deleted_OrganisationInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Deleted_OrganisationInputs = {
    tid: NonNullable<unknown>;
};
