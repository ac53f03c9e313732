/**
* | output |
* | --- |
* | "Copy the TXT record of {domain}" |
*
* @param {Sso_Copy_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_copy_record: ((inputs: Sso_Copy_RecordInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Copy_RecordInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Copy_RecordInputs = {
    domain: NonNullable<unknown>;
};
