/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_LatestInputs */

const en_overview_latest = /** @type {(inputs: Overview_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest result`)
};

const de_overview_latest = /** @type {(inputs: Overview_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letztes Ergebnis`)
};

const fr_overview_latest = /** @type {(inputs: Overview_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernier résultat`)
};

const nl_overview_latest = /** @type {(inputs: Overview_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laatste resultaat`)
};

const es_overview_latest = /** @type {(inputs: Overview_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último resultado`)
};

const en_xa2_overview_latest = /** @type {(inputs: Overview_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáţéšţ ŕéšüļţ on]`)
};

/**
* | output |
* | --- |
* | "Latest result" |
*
* @param {Overview_LatestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_latest = /** @type {((inputs?: Overview_LatestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_LatestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_latest(inputs)
	if (locale === "fr") return fr_overview_latest(inputs)
	if (locale === "nl") return nl_overview_latest(inputs)
	if (locale === "es") return es_overview_latest(inputs)
	if (locale === "en-XA") return en_xa2_overview_latest(inputs)
	return en_overview_latest(inputs)
});