/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_FormInputs */

const en_sso_provider_form = /** @type {(inputs: Sso_Provider_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identity provider settings`)
};

const de_sso_provider_form = /** @type {(inputs: Sso_Provider_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einstellungen des Identitätsanbieters`)
};

const fr_sso_provider_form = /** @type {(inputs: Sso_Provider_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réglages du fournisseur d’identité`)
};

const nl_sso_provider_form = /** @type {(inputs: Sso_Provider_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instellingen van de identiteitsprovider`)
};

const es_sso_provider_form = /** @type {(inputs: Sso_Provider_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes del proveedor de identidad`)
};

const en_xa2_sso_provider_form = /** @type {(inputs: Sso_Provider_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îðéñţíţý þŕöṽíðéŕ šéţţíñĝš one tw]`)
};

/**
* | output |
* | --- |
* | "Identity provider settings" |
*
* @param {Sso_Provider_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_form = /** @type {((inputs?: Sso_Provider_FormInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_FormInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_form(inputs)
	if (locale === "fr") return fr_sso_provider_form(inputs)
	if (locale === "nl") return nl_sso_provider_form(inputs)
	if (locale === "es") return es_sso_provider_form(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_form(inputs)
	return en_sso_provider_form(inputs)
});