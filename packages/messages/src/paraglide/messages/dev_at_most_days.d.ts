/**
* | output |
* | --- |
* | "At most {days} days from today" |
*
* @param {Dev_At_Most_DaysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_at_most_days: ((inputs: Dev_At_Most_DaysInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_At_Most_DaysInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_At_Most_DaysInputs = {
    days: NonNullable<unknown>;
};
