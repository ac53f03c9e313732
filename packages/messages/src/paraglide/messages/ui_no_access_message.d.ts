/**
* | output |
* | --- |
* | "Ask an administrator of your organisation if you need access." |
*
* @param {Ui_No_Access_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ui_no_access_message: ((inputs?: Ui_No_Access_MessageInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_No_Access_MessageInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ui_No_Access_MessageInputs = {};
