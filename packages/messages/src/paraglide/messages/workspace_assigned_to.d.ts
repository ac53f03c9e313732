/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Workspace_Assigned_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assigned_to: ((inputs?: Workspace_Assigned_ToInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Assigned_ToInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Assigned_ToInputs = {};
