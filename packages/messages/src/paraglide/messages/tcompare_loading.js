/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_LoadingInputs */

const en_tcompare_loading = /** @type {(inputs: Tcompare_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the comparison`)
};

const de_tcompare_loading = /** @type {(inputs: Tcompare_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergleich wird geladen`)
};

const fr_tcompare_loading = /** @type {(inputs: Tcompare_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la comparaison`)
};

const nl_tcompare_loading = /** @type {(inputs: Tcompare_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergelijking laden`)
};

const es_tcompare_loading = /** @type {(inputs: Tcompare_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la comparación`)
};

const en_xa2_tcompare_loading = /** @type {(inputs: Tcompare_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé çöɱþáŕíšöñ one t]`)
};

/**
* | output |
* | --- |
* | "Loading the comparison" |
*
* @param {Tcompare_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_loading = /** @type {((inputs?: Tcompare_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_loading(inputs)
	if (locale === "fr") return fr_tcompare_loading(inputs)
	if (locale === "nl") return nl_tcompare_loading(inputs)
	if (locale === "es") return es_tcompare_loading(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_loading(inputs)
	return en_tcompare_loading(inputs)
});