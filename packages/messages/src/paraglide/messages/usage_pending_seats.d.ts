/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pending invitation holds a seat" |
* | "other" | "{shown} pending invitations hold seats" |
*
* @param {Usage_Pending_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_pending_seats: ((inputs: Usage_Pending_SeatsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_Pending_SeatsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_Pending_SeatsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
