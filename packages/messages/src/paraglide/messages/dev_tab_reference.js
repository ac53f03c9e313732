/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Tab_ReferenceInputs */

const en_dev_tab_reference = /** @type {(inputs: Dev_Tab_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

const de_dev_tab_reference = /** @type {(inputs: Dev_Tab_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenz`)
};

const fr_dev_tab_reference = /** @type {(inputs: Dev_Tab_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référence`)
};

const nl_dev_tab_reference = /** @type {(inputs: Dev_Tab_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referentie`)
};

const es_dev_tab_reference = /** @type {(inputs: Dev_Tab_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencia`)
};

const en_xa2_dev_tab_reference = /** @type {(inputs: Dev_Tab_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçé ]`)
};

/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Dev_Tab_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_tab_reference = /** @type {((inputs?: Dev_Tab_ReferenceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Tab_ReferenceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_tab_reference(inputs)
	if (locale === "fr") return fr_dev_tab_reference(inputs)
	if (locale === "nl") return nl_dev_tab_reference(inputs)
	if (locale === "es") return es_dev_tab_reference(inputs)
	if (locale === "en-XA") return en_xa2_dev_tab_reference(inputs)
	return en_dev_tab_reference(inputs)
});