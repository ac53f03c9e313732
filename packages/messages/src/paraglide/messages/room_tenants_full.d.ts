/**
* | output |
* | --- |
* | "The {plan} plan allows {max} active tenants. Archive a tenant or upgrade the plan to add more." |
*
* @param {Room_Tenants_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_tenants_full: ((inputs: Room_Tenants_FullInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Tenants_FullInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Tenants_FullInputs = {
    plan: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
