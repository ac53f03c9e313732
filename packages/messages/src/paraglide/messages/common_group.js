/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_GroupInputs */

const en_common_group = /** @type {(inputs: Common_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

const de_common_group = /** @type {(inputs: Common_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gruppe`)
};

const fr_common_group = /** @type {(inputs: Common_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

const nl_common_group = /** @type {(inputs: Common_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groep`)
};

const es_common_group = /** @type {(inputs: Common_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo`)
};

const en_xa2_common_group = /** @type {(inputs: Common_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕöüþ ]`)
};

/**
* | output |
* | --- |
* | "Group" |
*
* @param {Common_GroupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_group = /** @type {((inputs?: Common_GroupInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_GroupInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_group(inputs)
	if (locale === "fr") return fr_common_group(inputs)
	if (locale === "nl") return nl_common_group(inputs)
	if (locale === "es") return es_common_group(inputs)
	if (locale === "en-XA") return en_xa2_common_group(inputs)
	return en_common_group(inputs)
});