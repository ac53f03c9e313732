/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Load_FailedInputs */

const en_sso_load_failed = /** @type {(inputs: Sso_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the domains`)
};

const de_sso_load_failed = /** @type {(inputs: Sso_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Domains konnten nicht geladen werden`)
};

const fr_sso_load_failed = /** @type {(inputs: Sso_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les domaines`)
};

const nl_sso_load_failed = /** @type {(inputs: Sso_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De domeinen konden niet worden geladen`)
};

const es_sso_load_failed = /** @type {(inputs: Sso_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los dominios`)
};

const en_xa2_sso_load_failed = /** @type {(inputs: Sso_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöüļð ñöţ ļöáð ţĥé ðöɱáíñš one tw]`)
};

/**
* | output |
* | --- |
* | "Could not load the domains" |
*
* @param {Sso_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_load_failed = /** @type {((inputs?: Sso_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_load_failed(inputs)
	if (locale === "fr") return fr_sso_load_failed(inputs)
	if (locale === "nl") return nl_sso_load_failed(inputs)
	if (locale === "es") return es_sso_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_sso_load_failed(inputs)
	return en_sso_load_failed(inputs)
});