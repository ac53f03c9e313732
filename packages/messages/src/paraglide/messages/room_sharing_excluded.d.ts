/**
* | output |
* | --- |
* | "The {plan} plan does not include sharing. Upgrade the plan to share tenants." |
*
* @param {Room_Sharing_ExcludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_sharing_excluded: ((inputs: Room_Sharing_ExcludedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Sharing_ExcludedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Sharing_ExcludedInputs = {
    plan: NonNullable<unknown>;
};
