/**
* | output |
* | --- |
* | "Sharing is not on your plan" |
*
* @param {Sharing_Not_On_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_not_on_plan_title: ((inputs?: Sharing_Not_On_Plan_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Not_On_Plan_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Not_On_Plan_TitleInputs = {};
