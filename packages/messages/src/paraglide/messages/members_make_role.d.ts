/**
* | role | output |
* | --- | --- |
* | "viewer" | "Make {name} viewer?" |
* | "editor" | "Make {name} editor?" |
* | "admin" | "Make {name} admin?" |
* | "owner" | "Make {name} owner?" |
* | * | "Make {name} {role}?" |
*
* @param {Members_Make_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_make_role: ((inputs: Members_Make_RoleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Make_RoleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Make_RoleInputs = {
    name: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
