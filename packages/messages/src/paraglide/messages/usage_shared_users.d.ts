/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shared user" |
* | "other" | "{shown} shared users" |
*
* @param {Usage_Shared_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_shared_users: ((inputs: Usage_Shared_UsersInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_Shared_UsersInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_Shared_UsersInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
