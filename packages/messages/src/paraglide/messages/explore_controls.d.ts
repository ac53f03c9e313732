/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} control" |
* | "other" | "{shown} controls" |
*
* @param {Explore_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_controls: ((inputs: Explore_ControlsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Explore_ControlsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Explore_ControlsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
