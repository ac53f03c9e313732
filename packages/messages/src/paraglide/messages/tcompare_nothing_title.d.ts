/**
* | output |
* | --- |
* | "Nothing to compare yet" |
*
* @param {Tcompare_Nothing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_nothing_title: ((inputs?: Tcompare_Nothing_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Nothing_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Nothing_TitleInputs = {};
