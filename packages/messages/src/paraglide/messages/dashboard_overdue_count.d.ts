/**
* | output |
* | --- |
* | "{count} overdue" |
*
* @param {Dashboard_Overdue_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_overdue_count: ((inputs: Dashboard_Overdue_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Overdue_CountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Overdue_CountInputs = {
    count: NonNullable<unknown>;
};
