/**
* | output |
* | --- |
* | "{controls} of {total}" |
*
* @param {Explore_Controls_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_controls_of: ((inputs: Explore_Controls_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_Controls_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_Controls_OfInputs = {
    controls: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
