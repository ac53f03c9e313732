/**
* | controlsPlural | output |
* | --- | --- |
* | "one" | "{organisation} invited you to answer 1 control of the assessment “{assessment}” for {tenant}." |
* | "other" | "{organisation} invited you to answer {controls} controls of the assessment “{assessment}” for {tenant}." |
*
* @param {Mail_Respondent_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_respondent_intro: ((inputs: Mail_Respondent_IntroInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Respondent_IntroInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Respondent_IntroInputs = {
    controls: NonNullable<unknown>;
    organisation: NonNullable<unknown>;
    assessment: NonNullable<unknown>;
    tenant: NonNullable<unknown>;
};
