/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_ChangeInputs */

const en_overview_change = /** @type {(inputs: Overview_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

const de_overview_change = /** @type {(inputs: Overview_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veränderung`)
};

const fr_overview_change = /** @type {(inputs: Overview_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évolution`)
};

const nl_overview_change = /** @type {(inputs: Overview_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verandering`)
};

const es_overview_change = /** @type {(inputs: Overview_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio`)
};

const en_xa2_overview_change = /** @type {(inputs: Overview_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé ]`)
};

/**
* | output |
* | --- |
* | "Change" |
*
* @param {Overview_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_change = /** @type {((inputs?: Overview_ChangeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_ChangeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_change(inputs)
	if (locale === "fr") return fr_overview_change(inputs)
	if (locale === "nl") return nl_overview_change(inputs)
	if (locale === "es") return es_overview_change(inputs)
	if (locale === "en-XA") return en_xa2_overview_change(inputs)
	return en_overview_change(inputs)
});