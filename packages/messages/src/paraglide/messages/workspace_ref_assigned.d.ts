/**
* | output |
* | --- |
* | "{ref} assigned to {name}" |
*
* @param {Workspace_Ref_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_ref_assigned: ((inputs: Workspace_Ref_AssignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Ref_AssignedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Ref_AssignedInputs = {
    ref: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
