/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Results_Show_AllInputs */

const en_results_show_all = /** @type {(inputs: Results_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show all ${i?.count}`)
};

const de_results_show_all = /** @type {(inputs: Results_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle ${i?.count} zeigen`)
};

const fr_results_show_all = /** @type {(inputs: Results_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher les ${i?.count}`)
};

const nl_results_show_all = /** @type {(inputs: Results_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle ${i?.count} tonen`)
};

const es_results_show_all = /** @type {(inputs: Results_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mostrar las ${i?.count}`)
};

const en_xa2_results_show_all = /** @type {(inputs: Results_Show_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥöŵ áļļ ${i?.count} one]`)
};

/**
* | output |
* | --- |
* | "Show all {count}" |
*
* @param {Results_Show_AllInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_show_all = /** @type {((inputs: Results_Show_AllInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Show_AllInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_show_all(inputs)
	if (locale === "fr") return fr_results_show_all(inputs)
	if (locale === "nl") return nl_results_show_all(inputs)
	if (locale === "es") return es_results_show_all(inputs)
	if (locale === "en-XA") return en_xa2_results_show_all(inputs)
	return en_results_show_all(inputs)
});