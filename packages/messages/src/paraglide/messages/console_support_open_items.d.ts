/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} open item" |
* | "other" | "{shown} open items" |
*
* @param {Console_Support_Open_ItemsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_open_items: ((inputs: Console_Support_Open_ItemsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_Open_ItemsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_Open_ItemsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
