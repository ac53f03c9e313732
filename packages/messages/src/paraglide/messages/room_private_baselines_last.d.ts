/**
* | output |
* | --- |
* | "This is the last of the {max} private baselines the {plan} plan allows." |
*
* @param {Room_Private_Baselines_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_private_baselines_last: ((inputs: Room_Private_Baselines_LastInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Private_Baselines_LastInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Private_Baselines_LastInputs = {
    max: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
