/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Load_FailedInputs */

const en_support_load_failed = /** @type {(inputs: Support_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access could not be loaded`)
};

const de_support_load_failed = /** @type {(inputs: Support_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff konnte nicht geladen werden`)
};

const fr_support_load_failed = /** @type {(inputs: Support_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger l’accès du support`)
};

const nl_support_load_failed = /** @type {(inputs: Support_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support kon niet worden geladen`)
};

const es_support_load_failed = /** @type {(inputs: Support_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el acceso de soporte`)
};

const en_xa2_support_load_failed = /** @type {(inputs: Support_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "Support access could not be loaded" |
*
* @param {Support_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_load_failed = /** @type {((inputs?: Support_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_support_load_failed(inputs)
	if (locale === "fr") return fr_support_load_failed(inputs)
	if (locale === "nl") return nl_support_load_failed(inputs)
	if (locale === "es") return es_support_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_support_load_failed(inputs)
	return en_support_load_failed(inputs)
});