/**
* | output |
* | --- |
* | "{ref} assigned to you" |
*
* @param {Workspace_Ref_Assigned_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_ref_assigned_you: ((inputs: Workspace_Ref_Assigned_YouInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Ref_Assigned_YouInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Ref_Assigned_YouInputs = {
    ref: NonNullable<unknown>;
};
