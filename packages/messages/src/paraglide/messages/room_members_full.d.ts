/**
* | output |
* | --- |
* | "The {plan} plan allows {max} members. Remove a member, withdraw an invitation or upgrade the plan to add more." |
*
* @param {Room_Members_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_members_full: ((inputs: Room_Members_FullInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Members_FullInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Members_FullInputs = {
    plan: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
