/**
* | output |
* | --- |
* | "Assign all of {domain} to you" |
*
* @param {Workspace_Assign_Domain_YouInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assign_domain_you: ((inputs: Workspace_Assign_Domain_YouInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Assign_Domain_YouInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Assign_Domain_YouInputs = {
    domain: NonNullable<unknown>;
};
