/**
* | output |
* | --- |
* | "Version {from} → {to}: {added} added, {removed} removed, {changed} changed." |
*
* @param {Move_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const move_summary: ((inputs: Move_SummaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Move_SummaryInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Move_SummaryInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    added: NonNullable<unknown>;
    removed: NonNullable<unknown>;
    changed: NonNullable<unknown>;
};
