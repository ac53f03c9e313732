/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_UpdatedInputs */

const en_common_updated = /** @type {(inputs: Common_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updated`)
};

const de_common_updated = /** @type {(inputs: Common_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktualisiert`)
};

const fr_common_updated = /** @type {(inputs: Common_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mis à jour`)
};

const nl_common_updated = /** @type {(inputs: Common_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bijgewerkt`)
};

const es_common_updated = /** @type {(inputs: Common_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actualizado`)
};

const en_xa2_common_updated = /** @type {(inputs: Common_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûþðáţéð ]`)
};

/**
* | output |
* | --- |
* | "Updated" |
*
* @param {Common_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_updated = /** @type {((inputs?: Common_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_UpdatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_updated(inputs)
	if (locale === "fr") return fr_common_updated(inputs)
	if (locale === "nl") return nl_common_updated(inputs)
	if (locale === "es") return es_common_updated(inputs)
	if (locale === "en-XA") return en_xa2_common_updated(inputs)
	return en_common_updated(inputs)
});