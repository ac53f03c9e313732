/**
* | output |
* | --- |
* | "Remediation items appear here once an assessment is completed." |
*
* @param {Shared_No_Roadmap_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_no_roadmap_description: ((inputs?: Shared_No_Roadmap_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_No_Roadmap_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_No_Roadmap_DescriptionInputs = {};
