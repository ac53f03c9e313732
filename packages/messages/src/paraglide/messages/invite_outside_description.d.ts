/**
* | output |
* | --- |
* | "They get an email with a private link to answer without signing in. The link expires after {days} days and can be revoked." |
*
* @param {Invite_Outside_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_outside_description: ((inputs: Invite_Outside_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invite_Outside_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invite_Outside_DescriptionInputs = {
    days: NonNullable<unknown>;
};
