/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ChangeInputs */

const en_common_change = /** @type {(inputs: Common_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const de_common_change = /** @type {(inputs: Common_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veränderung`)
};

const fr_common_change = /** @type {(inputs: Common_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évolution`)
};

const nl_common_change = /** @type {(inputs: Common_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verandering`)
};

const es_common_change = /** @type {(inputs: Common_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio`)
};

const en_xa2_common_change = /** @type {(inputs: Common_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ]`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Common_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_change = /** @type {((inputs?: Common_ChangeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ChangeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_change(inputs)
	if (locale === "fr") return fr_common_change(inputs)
	if (locale === "nl") return nl_common_change(inputs)
	if (locale === "es") return es_common_change(inputs)
	if (locale === "en-XA") return en_xa2_common_change(inputs)
	return en_common_change(inputs)
});