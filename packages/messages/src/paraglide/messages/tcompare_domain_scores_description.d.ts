/**
* | output |
* | --- |
* | "Each tenant’s latest completed assessment. Open a score to see that tenant’s results for the domain." |
*
* @param {Tcompare_Domain_Scores_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_domain_scores_description: ((inputs?: Tcompare_Domain_Scores_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tcompare_Domain_Scores_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tcompare_Domain_Scores_DescriptionInputs = {};
