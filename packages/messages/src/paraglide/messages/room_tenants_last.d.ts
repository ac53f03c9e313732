/**
* | output |
* | --- |
* | "This is the last of the {max} active tenants the {plan} plan allows." |
*
* @param {Room_Tenants_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_tenants_last: ((inputs: Room_Tenants_LastInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Tenants_LastInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Tenants_LastInputs = {
    max: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
