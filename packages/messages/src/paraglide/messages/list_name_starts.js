/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Name_StartsInputs */

const en_list_name_starts = /** @type {(inputs: List_Name_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name starts with…`)
};

const de_list_name_starts = /** @type {(inputs: List_Name_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name beginnt mit…`)
};

const fr_list_name_starts = /** @type {(inputs: List_Name_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom commence par…`)
};

const nl_list_name_starts = /** @type {(inputs: List_Name_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam begint met…`)
};

const es_list_name_starts = /** @type {(inputs: List_Name_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nombre empieza por…`)
};

const en_xa2_list_name_starts = /** @type {(inputs: List_Name_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé šţáŕţš ŵíţĥ… one]`)
};

/**
* | output |
* | --- |
* | "Name starts with…" |
*
* @param {List_Name_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const list_name_starts = /** @type {((inputs?: List_Name_StartsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Name_StartsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_list_name_starts(inputs)
	if (locale === "fr") return fr_list_name_starts(inputs)
	if (locale === "nl") return nl_list_name_starts(inputs)
	if (locale === "es") return es_list_name_starts(inputs)
	if (locale === "en-XA") return en_xa2_list_name_starts(inputs)
	return en_list_name_starts(inputs)
});