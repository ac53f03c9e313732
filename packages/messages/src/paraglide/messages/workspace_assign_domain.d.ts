/**
* | output |
* | --- |
* | "Assign all of {domain} to {name}" |
*
* @param {Workspace_Assign_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_assign_domain: ((inputs: Workspace_Assign_DomainInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workspace_Assign_DomainInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workspace_Assign_DomainInputs = {
    domain: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
