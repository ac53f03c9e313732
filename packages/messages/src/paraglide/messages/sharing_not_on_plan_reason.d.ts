/**
* | output |
* | --- |
* | "Your plan does not include sharing." |
*
* @param {Sharing_Not_On_Plan_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_not_on_plan_reason: ((inputs?: Sharing_Not_On_Plan_ReasonInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sharing_Not_On_Plan_ReasonInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sharing_Not_On_Plan_ReasonInputs = {};
