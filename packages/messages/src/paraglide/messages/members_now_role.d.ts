/**
* | role | output |
* | --- | --- |
* | "viewer" | "{name} is now viewer" |
* | "editor" | "{name} is now editor" |
* | "admin" | "{name} is now admin" |
* | "owner" | "{name} is now owner" |
* | * | "{name} is now {role}" |
*
* @param {Members_Now_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_now_role: ((inputs: Members_Now_RoleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Members_Now_RoleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Members_Now_RoleInputs = {
    name: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
