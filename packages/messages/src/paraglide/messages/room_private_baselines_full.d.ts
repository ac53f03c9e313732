/**
* | output |
* | --- |
* | "The {plan} plan allows {max} private baselines. Upgrade the plan to add more." |
*
* @param {Room_Private_Baselines_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_private_baselines_full: ((inputs: Room_Private_Baselines_FullInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Private_Baselines_FullInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Private_Baselines_FullInputs = {
    plan: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
