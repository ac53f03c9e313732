/**
* | output |
* | --- |
* | "Overdue · due {date}" |
*
* @param {Roadmap_Overdue_Due_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_overdue_due_on: ((inputs: Roadmap_Overdue_Due_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Roadmap_Overdue_Due_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Roadmap_Overdue_Due_OnInputs = {
    date: NonNullable<unknown>;
};
