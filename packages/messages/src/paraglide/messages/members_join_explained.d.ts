/**
* | output |
* | --- |
* | "Joining gives you the role the invitation names. You can be removed later by an admin of that organisation." |
*
* @param {Members_Join_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_join_explained: ((inputs?: Members_Join_ExplainedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Join_ExplainedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Join_ExplainedInputs = {};
