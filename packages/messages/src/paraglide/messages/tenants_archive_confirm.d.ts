/**
* | output |
* | --- |
* | "Archive {name}?" |
*
* @param {Tenants_Archive_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_confirm: ((inputs: Tenants_Archive_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Archive_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Archive_ConfirmInputs = {
    name: NonNullable<unknown>;
};
