/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Required_Needs_ProviderInputs */

const en_sso_required_needs_provider = /** @type {(inputs: Sso_Required_Needs_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the identity provider first: members could not sign in otherwise.`)
};

const de_sso_required_needs_provider = /** @type {(inputs: Sso_Required_Needs_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern Sie zuerst den Identitätsanbieter: Sonst könnten sich Mitglieder nicht anmelden.`)
};

const fr_sso_required_needs_provider = /** @type {(inputs: Sso_Required_Needs_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrez d’abord le fournisseur d’identité : sinon les membres ne pourraient pas se connecter.`)
};

const nl_sso_required_needs_provider = /** @type {(inputs: Sso_Required_Needs_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sla eerst de identiteitsprovider op: anders kunnen leden zich niet aanmelden.`)
};

const es_sso_required_needs_provider = /** @type {(inputs: Sso_Required_Needs_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guarde primero el proveedor de identidad: de lo contrario, los miembros no podrían iniciar sesión.`)
};

const en_xa2_sso_required_needs_provider = /** @type {(inputs: Sso_Required_Needs_ProviderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé ţĥé íðéñţíţý þŕöṽíðéŕ ƒíŕšţ: ɱéɱƀéŕš çöüļð ñöţ šíĝñ íñ öţĥéŕŵíšé. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Save the identity provider first: members could not sign in otherwise." |
*
* @param {Sso_Required_Needs_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_needs_provider = /** @type {((inputs?: Sso_Required_Needs_ProviderInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Required_Needs_ProviderInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_required_needs_provider(inputs)
	if (locale === "fr") return fr_sso_required_needs_provider(inputs)
	if (locale === "nl") return nl_sso_required_needs_provider(inputs)
	if (locale === "es") return es_sso_required_needs_provider(inputs)
	if (locale === "en-XA") return en_xa2_sso_required_needs_provider(inputs)
	return en_sso_required_needs_provider(inputs)
});