/**
* | output |
* | --- |
* | "Assigned to {name}" |
*
* @param {Workspace_Assigned_To_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assigned_to_name: ((inputs: Workspace_Assigned_To_NameInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Assigned_To_NameInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Assigned_To_NameInputs = {
    name: NonNullable<unknown>;
};
