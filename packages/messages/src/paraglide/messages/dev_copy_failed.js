/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Copy_FailedInputs */

const en_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy did not work`)
};

const de_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieren hat nicht funktioniert`)
};

const fr_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La copie n’a pas fonctionné`)
};

const nl_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiëren is niet gelukt`)
};

const es_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar`)
};

const en_xa2_dev_copy_failed = /** @type {(inputs: Dev_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöþý ðíð ñöţ ŵöŕķ one]`)
};

/**
* | output |
* | --- |
* | "Copy did not work" |
*
* @param {Dev_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_copy_failed = /** @type {((inputs?: Dev_Copy_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_copy_failed(inputs)
	if (locale === "fr") return fr_dev_copy_failed(inputs)
	if (locale === "nl") return nl_dev_copy_failed(inputs)
	if (locale === "es") return es_dev_copy_failed(inputs)
	if (locale === "en-XA") return en_xa2_dev_copy_failed(inputs)
	return en_dev_copy_failed(inputs)
});