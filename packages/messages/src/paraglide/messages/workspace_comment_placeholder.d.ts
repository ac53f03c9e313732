/**
* | output |
* | --- |
* | "What did you see? Press Esc to go back to the list." |
*
* @param {Workspace_Comment_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_comment_placeholder: ((inputs?: Workspace_Comment_PlaceholderInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Comment_PlaceholderInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Comment_PlaceholderInputs = {};
