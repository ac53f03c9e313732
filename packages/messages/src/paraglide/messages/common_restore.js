/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_RestoreInputs */

const en_common_restore = /** @type {(inputs: Common_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

const de_common_restore = /** @type {(inputs: Common_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiederherstellen`)
};

const fr_common_restore = /** @type {(inputs: Common_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurer`)
};

const nl_common_restore = /** @type {(inputs: Common_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herstellen`)
};

const es_common_restore = /** @type {(inputs: Common_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar`)
};

const en_xa2_common_restore = /** @type {(inputs: Common_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţöŕé ]`)
};

/**
* | output |
* | --- |
* | "Restore" |
*
* @param {Common_RestoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_restore = /** @type {((inputs?: Common_RestoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_RestoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_restore(inputs)
	if (locale === "fr") return fr_common_restore(inputs)
	if (locale === "nl") return nl_common_restore(inputs)
	if (locale === "es") return es_common_restore(inputs)
	if (locale === "en-XA") return en_xa2_common_restore(inputs)
	return en_common_restore(inputs)
});