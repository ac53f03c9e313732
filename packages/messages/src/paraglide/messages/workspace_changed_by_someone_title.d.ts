/**
* | output |
* | --- |
* | "Changed by someone else" |
*
* @param {Workspace_Changed_By_Someone_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_changed_by_someone_title: ((inputs?: Workspace_Changed_By_Someone_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Changed_By_Someone_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Changed_By_Someone_TitleInputs = {};
