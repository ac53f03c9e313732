/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_BaselineInputs */

const en_overview_baseline = /** @type {(inputs: Overview_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline`)
};

const de_overview_baseline = /** @type {(inputs: Overview_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline`)
};

const fr_overview_baseline = /** @type {(inputs: Overview_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiel`)
};

const nl_overview_baseline = /** @type {(inputs: Overview_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline`)
};

const es_overview_baseline = /** @type {(inputs: Overview_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea base`)
};

const en_xa2_overview_baseline = /** @type {(inputs: Overview_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñé ]`)
};

/**
* | output |
* | --- |
* | "Baseline" |
*
* @param {Overview_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_baseline = /** @type {((inputs?: Overview_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_baseline(inputs)
	if (locale === "fr") return fr_overview_baseline(inputs)
	if (locale === "nl") return nl_overview_baseline(inputs)
	if (locale === "es") return es_overview_baseline(inputs)
	if (locale === "en-XA") return en_xa2_overview_baseline(inputs)
	return en_overview_baseline(inputs)
});