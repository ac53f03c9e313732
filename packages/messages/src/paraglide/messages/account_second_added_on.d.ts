/**
* | output |
* | --- |
* | "{kind} · added {date}" |
*
* @param {Account_Second_Added_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_added_on: ((inputs: Account_Second_Added_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Second_Added_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Second_Added_OnInputs = {
    kind: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
