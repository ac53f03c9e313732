/**
* | output |
* | --- |
* | "The {plan} plan allows {max} API keys. Revoke a key you no longer use to create another." |
*
* @param {Room_Api_Keys_FullInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_api_keys_full: ((inputs: Room_Api_Keys_FullInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Api_Keys_FullInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Api_Keys_FullInputs = {
    plan: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
