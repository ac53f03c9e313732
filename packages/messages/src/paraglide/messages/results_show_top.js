/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Results_Show_TopInputs */

const en_results_show_top = /** @type {(inputs: Results_Show_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show the top ${i?.count}`)
};

const de_results_show_top = /** @type {(inputs: Results_Show_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die ersten ${i?.count} zeigen`)
};

const fr_results_show_top = /** @type {(inputs: Results_Show_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher les ${i?.count} premiers`)
};

const nl_results_show_top = /** @type {(inputs: Results_Show_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De eerste ${i?.count} tonen`)
};

const es_results_show_top = /** @type {(inputs: Results_Show_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar las ${i?.count} primeras`)
};

const en_xa2_results_show_top = /** @type {(inputs: Results_Show_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥöŵ ţĥé ţöþ ${i?.count} one ]`)
};

/**
* | output |
* | --- |
* | "Show the top {count}" |
*
* @param {Results_Show_TopInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_show_top = /** @type {((inputs: Results_Show_TopInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Show_TopInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_show_top(inputs)
	if (locale === "fr") return fr_results_show_top(inputs)
	if (locale === "nl") return nl_results_show_top(inputs)
	if (locale === "es") return es_results_show_top(inputs)
	if (locale === "en-XA") return en_xa2_results_show_top(inputs)
	return en_results_show_top(inputs)
});