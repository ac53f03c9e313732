/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} domain" |
* | "other" | "{shown} domains" |
*
* @param {Explore_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_domains: ((inputs: Explore_DomainsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_DomainsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_DomainsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
