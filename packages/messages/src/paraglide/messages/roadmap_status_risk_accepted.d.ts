/**
* | output |
* | --- |
* | "Risk accepted" |
*
* @param {Roadmap_Status_Risk_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_status_risk_accepted: ((inputs?: Roadmap_Status_Risk_AcceptedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Status_Risk_AcceptedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Status_Risk_AcceptedInputs = {};
