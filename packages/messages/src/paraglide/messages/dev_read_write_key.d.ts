/**
* | output |
* | --- |
* | "Read-write key" |
*
* @param {Dev_Read_Write_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_read_write_key: ((inputs?: Dev_Read_Write_KeyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Read_Write_KeyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Read_Write_KeyInputs = {};
