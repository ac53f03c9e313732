/**
* | output |
* | --- |
* | "This is the last of the {max} API keys the {plan} plan allows." |
*
* @param {Room_Api_Keys_LastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const room_api_keys_last: ((inputs: Room_Api_Keys_LastInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Room_Api_Keys_LastInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Room_Api_Keys_LastInputs = {
    max: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
