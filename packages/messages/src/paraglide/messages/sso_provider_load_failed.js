/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Provider_Load_FailedInputs */

const en_sso_provider_load_failed = /** @type {(inputs: Sso_Provider_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the identity provider`)
};

const de_sso_provider_load_failed = /** @type {(inputs: Sso_Provider_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Identitätsanbieter konnte nicht geladen werden`)
};

const fr_sso_provider_load_failed = /** @type {(inputs: Sso_Provider_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger le fournisseur d’identité`)
};

const nl_sso_provider_load_failed = /** @type {(inputs: Sso_Provider_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De identiteitsprovider kon niet worden geladen`)
};

const es_sso_provider_load_failed = /** @type {(inputs: Sso_Provider_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el proveedor de identidad`)
};

const en_xa2_sso_provider_load_failed = /** @type {(inputs: Sso_Provider_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöüļð ñöţ ļöáð ţĥé íðéñţíţý þŕöṽíðéŕ one two th]`)
};

/**
* | output |
* | --- |
* | "Could not load the identity provider" |
*
* @param {Sso_Provider_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_load_failed = /** @type {((inputs?: Sso_Provider_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Provider_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_provider_load_failed(inputs)
	if (locale === "fr") return fr_sso_provider_load_failed(inputs)
	if (locale === "nl") return nl_sso_provider_load_failed(inputs)
	if (locale === "es") return es_sso_provider_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_sso_provider_load_failed(inputs)
	return en_sso_provider_load_failed(inputs)
});