/**
* | output |
* | --- |
* | "It was withdrawn or changed. If you still need it, ask the person who shared it with you to share it again." |
*
* @param {Shared_Access_Ended_PlainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_access_ended_plain: ((inputs?: Shared_Access_Ended_PlainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Access_Ended_PlainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Access_Ended_PlainInputs = {};
