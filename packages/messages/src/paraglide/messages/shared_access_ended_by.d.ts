/**
* | output |
* | --- |
* | "It was withdrawn or changed by {organisation}. If you still need it, ask the person at {organisation} who shared it with you to share it again." |
*
* @param {Shared_Access_Ended_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_access_ended_by: ((inputs: Shared_Access_Ended_ByInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Access_Ended_ByInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Access_Ended_ByInputs = {
    organisation: NonNullable<unknown>;
};
