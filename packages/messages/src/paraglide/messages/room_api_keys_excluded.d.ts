/**
* | output |
* | --- |
* | "The {plan} plan does not include API keys. Upgrade the plan to create API keys." |
*
* @param {Room_Api_Keys_ExcludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_api_keys_excluded: ((inputs: Room_Api_Keys_ExcludedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Api_Keys_ExcludedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Api_Keys_ExcludedInputs = {
    plan: NonNullable<unknown>;
};
