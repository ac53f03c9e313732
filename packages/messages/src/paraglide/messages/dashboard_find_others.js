/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Find_OthersInputs */

const en_dashboard_find_others = /** @type {(inputs: Dashboard_Find_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find the others by tenant`)
};

const de_dashboard_find_others = /** @type {(inputs: Dashboard_Find_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die übrigen über den Mandanten finden`)
};

const fr_dashboard_find_others = /** @type {(inputs: Dashboard_Find_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver les autres par entité`)
};

const nl_dashboard_find_others = /** @type {(inputs: Dashboard_Find_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vind de andere per tenant`)
};

const es_dashboard_find_others = /** @type {(inputs: Dashboard_Find_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar las demás por inquilino`)
};

const en_xa2_dashboard_find_others = /** @type {(inputs: Dashboard_Find_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð ţĥé öţĥéŕš ƀý ţéñáñţ one tw]`)
};

/**
* | output |
* | --- |
* | "Find the others by tenant" |
*
* @param {Dashboard_Find_OthersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_find_others = /** @type {((inputs?: Dashboard_Find_OthersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Find_OthersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_find_others(inputs)
	if (locale === "fr") return fr_dashboard_find_others(inputs)
	if (locale === "nl") return nl_dashboard_find_others(inputs)
	if (locale === "es") return es_dashboard_find_others(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_find_others(inputs)
	return en_dashboard_find_others(inputs)
});