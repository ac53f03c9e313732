/**
* | pendingPlural | output |
* | --- | --- |
* | "one" | "{used} of {max} seats used, {pending} by a pending invitation." |
* | "other" | "{used} of {max} seats used, {pending} by pending invitations." |
*
* @param {Admin_Seats_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_seats_pending: ((inputs: Admin_Seats_PendingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Seats_PendingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Seats_PendingInputs = {
    pending: NonNullable<unknown>;
    used: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
