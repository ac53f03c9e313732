/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_CompletedInputs */

const en_common_completed = /** @type {(inputs: Common_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const de_common_completed = /** @type {(inputs: Common_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeschlossen`)
};

const fr_common_completed = /** @type {(inputs: Common_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminée`)
};

const nl_common_completed = /** @type {(inputs: Common_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afgerond`)
};

const es_common_completed = /** @type {(inputs: Common_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completada`)
};

const en_xa2_common_completed = /** @type {(inputs: Common_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþļéţéð ]`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Common_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_completed = /** @type {((inputs?: Common_CompletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CompletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_completed(inputs)
	if (locale === "fr") return fr_common_completed(inputs)
	if (locale === "nl") return nl_common_completed(inputs)
	if (locale === "es") return es_common_completed(inputs)
	if (locale === "en-XA") return en_xa2_common_completed(inputs)
	return en_common_completed(inputs)
});