/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_DescriptionInputs */

const en_sso_provider_description = /** @type {(inputs: Sso_Provider_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register Assay as an OpenID Connect application with your provider (Okta, Microsoft Entra ID, Google Workspace…), then enter what it gives you.`)
};

const de_sso_provider_description = /** @type {(inputs: Sso_Provider_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrieren Sie Assay bei Ihrem Anbieter (Okta, Microsoft Entra ID, Google Workspace …) als OpenID-Connect-Anwendung und tragen Sie dann die erhaltenen Angaben ein.`)
};

const fr_sso_provider_description = /** @type {(inputs: Sso_Provider_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez Assay comme application OpenID Connect chez votre fournisseur (Okta, Microsoft Entra ID, Google Workspace…), puis saisissez ce qu’il vous donne.`)
};

const nl_sso_provider_description = /** @type {(inputs: Sso_Provider_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registreer Assay als OpenID Connect-toepassing bij uw provider (Okta, Microsoft Entra ID, Google Workspace…) en vul daarna in wat die u geeft.`)
};

const es_sso_provider_description = /** @type {(inputs: Sso_Provider_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registre Assay como aplicación OpenID Connect en su proveedor (Okta, Microsoft Entra ID, Google Workspace…) y luego introduzca lo que le proporcione.`)
};

const en_xa2_sso_provider_description = /** @type {(inputs: Sso_Provider_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĝíšţéŕ Åššáý áš áñ ÖþéñÎÐ Çöññéçţ áþþļíçáţíöñ ŵíţĥ ýöüŕ þŕöṽíðéŕ (Öķţá, Ṁíçŕöšöƒţ Éñţŕá ÎÐ, Ĝööĝļé Ŵöŕķšþáçé…), ţĥéñ éñţéŕ ŵĥáţ íţ ĝíṽéš ýöü. one two three four five six seven eight nine te]`)
};

/**
* | output |
* | --- |
* | "Register Assay as an OpenID Connect application with your provider (Okta, Microsoft Entra ID, Google Workspace…), then enter what it gives you." |
*
* @param {Sso_Provider_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_description = /** @type {((inputs?: Sso_Provider_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_description(inputs)
	if (locale === "fr") return fr_sso_provider_description(inputs)
	if (locale === "nl") return nl_sso_provider_description(inputs)
	if (locale === "es") return es_sso_provider_description(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_description(inputs)
	return en_sso_provider_description(inputs)
});