/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_IdInputs */

const en_sso_provider_id = /** @type {(inputs: Sso_Provider_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provider ID`)
};

const de_sso_provider_id = /** @type {(inputs: Sso_Provider_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anbieter-ID`)
};

const fr_sso_provider_id = /** @type {(inputs: Sso_Provider_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID du fournisseur`)
};

const nl_sso_provider_id = /** @type {(inputs: Sso_Provider_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provider-ID`)
};

const es_sso_provider_id = /** @type {(inputs: Sso_Provider_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del proveedor`)
};

const en_xa2_sso_provider_id = /** @type {(inputs: Sso_Provider_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕöṽíðéŕ ÎÐ o]`)
};

/**
* | output |
* | --- |
* | "Provider ID" |
*
* @param {Sso_Provider_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_id = /** @type {((inputs?: Sso_Provider_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_id(inputs)
	if (locale === "fr") return fr_sso_provider_id(inputs)
	if (locale === "nl") return nl_sso_provider_id(inputs)
	if (locale === "es") return es_sso_provider_id(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_id(inputs)
	return en_sso_provider_id(inputs)
});