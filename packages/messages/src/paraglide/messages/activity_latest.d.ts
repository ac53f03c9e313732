/**
* | output |
* | --- |
* | "The latest {count} changes to this assessment, newest first." |
*
* @param {Activity_LatestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_latest: ((inputs: Activity_LatestInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_LatestInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_LatestInputs = {
    count: NonNullable<unknown>;
};
