/**
* | output |
* | --- |
* | "{ref} unassigned" |
*
* @param {Workspace_Ref_UnassignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_ref_unassigned: ((inputs: Workspace_Ref_UnassignedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Ref_UnassignedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Ref_UnassignedInputs = {
    ref: NonNullable<unknown>;
};
