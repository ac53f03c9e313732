/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Keys_Load_FailedInputs */

const en_dev_keys_load_failed = /** @type {(inputs: Dev_Keys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The keys could not be loaded`)
};

const de_dev_keys_load_failed = /** @type {(inputs: Dev_Keys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schlüssel konnten nicht geladen werden`)
};

const fr_dev_keys_load_failed = /** @type {(inputs: Dev_Keys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les clés`)
};

const nl_dev_keys_load_failed = /** @type {(inputs: Dev_Keys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De sleutels konden niet worden geladen`)
};

const es_dev_keys_load_failed = /** @type {(inputs: Dev_Keys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las claves`)
};

const en_xa2_dev_keys_load_failed = /** @type {(inputs: Dev_Keys_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ķéýš çöüļð ñöţ ƀé ļöáðéð one two]`)
};

/**
* | output |
* | --- |
* | "The keys could not be loaded" |
*
* @param {Dev_Keys_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_keys_load_failed = /** @type {((inputs?: Dev_Keys_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Keys_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_keys_load_failed(inputs)
	if (locale === "fr") return fr_dev_keys_load_failed(inputs)
	if (locale === "nl") return nl_dev_keys_load_failed(inputs)
	if (locale === "es") return es_dev_keys_load_failed(inputs)
	if (locale === "en-XA") return en_xa2_dev_keys_load_failed(inputs)
	return en_dev_keys_load_failed(inputs)
});