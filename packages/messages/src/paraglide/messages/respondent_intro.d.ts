/**
* | output |
* | --- |
* | "{baseline} · version {version}. You were invited as {email}; this link works until {date}. Your answers are saved as you go, so you can leave and come back w..." |
*
* @param {Respondent_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const respondent_intro: ((inputs: Respondent_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Respondent_IntroInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Respondent_IntroInputs = {
    baseline: NonNullable<unknown>;
    version: NonNullable<unknown>;
    email: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
