/**
* | output |
* | --- |
* | ", changed by someone else" |
*
* @param {Workspace_Changed_By_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_changed_by_someone: ((inputs?: Workspace_Changed_By_SomeoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Changed_By_SomeoneInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Changed_By_SomeoneInputs = {};
