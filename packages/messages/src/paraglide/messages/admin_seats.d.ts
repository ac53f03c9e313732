/**
* | output |
* | --- |
* | "{used} of {max} seats used." |
*
* @param {Admin_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_seats: ((inputs: Admin_SeatsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SeatsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_SeatsInputs = {
    used: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
