/**
* | output |
* | --- |
* | "On the local emulators the provider is kept in Assay only: the Auth emulator has no provider management and signs in with any OIDC provider." |
*
* @param {Sso_Provider_EmulatorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_emulator: ((inputs?: Sso_Provider_EmulatorInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Provider_EmulatorInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Provider_EmulatorInputs = {};
