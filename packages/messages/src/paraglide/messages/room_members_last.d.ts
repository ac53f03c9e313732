/**
* | output |
* | --- |
* | "This is the last of the {max} members the {plan} plan allows." |
*
* @param {Room_Members_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_members_last: ((inputs: Room_Members_LastInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Members_LastInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Members_LastInputs = {
    max: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
