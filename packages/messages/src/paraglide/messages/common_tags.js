/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_TagsInputs */

const en_common_tags = /** @type {(inputs: Common_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const de_common_tags = /** @type {(inputs: Common_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlagwörter`)
};

const fr_common_tags = /** @type {(inputs: Common_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étiquettes`)
};

const nl_common_tags = /** @type {(inputs: Common_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

const es_common_tags = /** @type {(inputs: Common_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Etiquetas`)
};

const en_xa2_common_tags = /** @type {(inputs: Common_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţáĝš ]`)
};

/**
* | output |
* | --- |
* | "Tags" |
*
* @param {Common_TagsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_tags = /** @type {((inputs?: Common_TagsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_TagsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_tags(inputs)
	if (locale === "fr") return fr_common_tags(inputs)
	if (locale === "nl") return nl_common_tags(inputs)
	if (locale === "es") return es_common_tags(inputs)
	if (locale === "en-XA") return en_xa2_common_tags(inputs)
	return en_common_tags(inputs)
});