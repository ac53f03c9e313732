/**
* | output |
* | --- |
* | "The {shown} most recently changed of {total}." |
*
* @param {Dashboard_Most_RecentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_most_recent: ((inputs: Dashboard_Most_RecentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Most_RecentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Most_RecentInputs = {
    shown: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
