/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_ItemInputs */

const en_common_item = /** @type {(inputs: Common_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const de_common_item = /** @type {(inputs: Common_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maßnahme`)
};

const fr_common_item = /** @type {(inputs: Common_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

const nl_common_item = /** @type {(inputs: Common_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actie`)
};

const es_common_item = /** @type {(inputs: Common_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acción`)
};

const en_xa2_common_item = /** @type {(inputs: Common_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îţéɱ ]`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Common_ItemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_item = /** @type {((inputs?: Common_ItemInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_ItemInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_item(inputs)
	if (locale === "fr") return fr_common_item(inputs)
	if (locale === "nl") return nl_common_item(inputs)
	if (locale === "es") return es_common_item(inputs)
	if (locale === "en-XA") return en_xa2_common_item(inputs)
	return en_common_item(inputs)
});