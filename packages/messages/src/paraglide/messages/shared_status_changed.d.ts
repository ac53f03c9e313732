/**
* | output |
* | --- |
* | "Status changed to {status}" |
*
* @param {Shared_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_status_changed: ((inputs: Shared_Status_ChangedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Status_ChangedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Status_ChangedInputs = {
    status: NonNullable<unknown>;
};
